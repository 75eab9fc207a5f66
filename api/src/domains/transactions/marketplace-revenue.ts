import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { txMonthlyMarketplace } from './tables';

/**
 * Paid revenue net of refunds, all time, exact, per marketplace (from the per-marketplace monthly
 * rollup, ADR 005): the marketplaces list's 'Total faturado'. A marketplace without sales is absent.
 */
export async function paidRevenueByMarketplace(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      marketplaceId: txMonthlyMarketplace.marketplaceId,
      cents: sql<string>`sum(${txMonthlyMarketplace.amountCents} - ${txMonthlyMarketplace.refundedCents})`,
    })
    .from(txMonthlyMarketplace)
    .where(
      and(inArray(txMonthlyMarketplace.marketplaceId, [...ids]), eq(txMonthlyMarketplace.status, 'pago')),
    )
    .groupBy(txMonthlyMarketplace.marketplaceId);
  return new Map(rows.map((r) => [r.marketplaceId, Number(r.cents ?? 0)]));
}
