import type { StatementListQuery } from '@pagora/shared/contracts';

/**
 * Every key starts with 'statement' (the query cache is shared by the shell and all remotes), then
 * what it reads with the exact query sent, so a change of period, kind or seller is another entry.
 */
export const statementKeys = {
  all: ['statement'] as const,
  lines: (query: StatementListQuery) => [...statementKeys.all, 'lines', query] as const,
  feeIncome: (query: object) => [...statementKeys.all, 'fee-income', query] as const,
  marketplaces: (query: object) => [...statementKeys.all, 'marketplaces', query] as const,
  divergences: (query: object) => [...statementKeys.all, 'divergences', query] as const,
};

/** `?sellerId=` only when a marketplace or the admin picked one; a seller reads its own. */
export const sellerQuery = (sellerId: string | null) => (sellerId ? { sellerId } : {});
