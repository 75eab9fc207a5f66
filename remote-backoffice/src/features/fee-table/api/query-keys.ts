/**
 * Every key starts with 'fee-table' (the query cache is shared by the shell and all remotes), then
 * the marketplace it reads: `null` is the caller's own, an id the one the admin picked.
 */
export const feeTableKeys = {
  all: ['fee-table'] as const,
  of: (marketplaceId: string | null) => [...feeTableKeys.all, marketplaceId] as const,
  table: (marketplaceId: string | null) => [...feeTableKeys.of(marketplaceId), 'table'] as const,
  history: (marketplaceId: string | null) => [...feeTableKeys.of(marketplaceId), 'history'] as const,
  marketplaces: () => [...feeTableKeys.all, 'marketplaces'] as const,
  recipients: (marketplaceId: string | null) => [...feeTableKeys.of(marketplaceId), 'recipients'] as const,
};

/** Nothing for one's own table, `?marketplaceId=` for the admin's pick. */
export const marketplaceQuery = (marketplaceId: string | null) => (marketplaceId ? { marketplaceId } : {});
