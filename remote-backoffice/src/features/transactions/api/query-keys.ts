import type { QueryClient } from '@tanstack/react-query';
import type { TransactionListQuery } from '@pagora/shared/contracts';

/**
 * Every key of this feature starts with 'transactions': the query client is one cache for the shell
 * and all remotes, so a bare ['marketplaces'] could collide with another screen's differently
 * shaped answer.
 */
export const transactionKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (userId: string | null, query: TransactionListQuery) =>
    [...transactionKeys.lists(), userId, query] as const,
};

/** The dashboards' keys start with 'dashboard' (house convention for the shared cache). */
export const DASHBOARD_KEY = ['dashboard'] as const;

/** A refund or a late-PIX review changes totals: the lists and the dashboards ask the server again. */
export function invalidateAfterMoneyMoved(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: transactionKeys.lists() }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}
