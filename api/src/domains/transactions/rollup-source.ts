import { and, eq, type SQL } from 'drizzle-orm';
import type { TxScope } from './scope';
import { txMonthly, txMonthlyAll, txMonthlyMarketplace } from './tables';

/**
 * The coarsest rollup that still answers a scope exactly (issue 42, docs/capacity.md "Marketplace
 * and admin rollups"): a seller (own, or as a filter) reads tx_monthly's few rows of that seller;
 * a marketplace without a seller filter reads its own rows of tx_monthly_marketplace instead of
 * every seller's; the admin without filters reads tx_monthly_all (16 shards per cell, summed).
 * The three hold the same sums, kept by the same trigger function.
 */
export function rollupSource(scope: TxScope) {
  if (scope.sellerId) {
    return {
      table: txMonthly,
      cols: txMonthly,
      scopeWhere: and(
        eq(txMonthly.sellerId, scope.sellerId),
        scope.marketplaceId ? eq(txMonthly.marketplaceId, scope.marketplaceId) : undefined,
      ),
    };
  }
  if (scope.marketplaceId) {
    return {
      table: txMonthlyMarketplace,
      cols: txMonthlyMarketplace,
      scopeWhere: eq(txMonthlyMarketplace.marketplaceId, scope.marketplaceId) as SQL | undefined,
    };
  }
  return { table: txMonthlyAll, cols: txMonthlyAll, scopeWhere: undefined as SQL | undefined };
}
