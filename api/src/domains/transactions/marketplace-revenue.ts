import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { txMonthly } from './tables';

/**
 * Paid revenue net of refunds, all time, exact, per marketplace (from the monthly rollup, ADR 005):
 * the marketplaces list's 'Total faturado'. A marketplace without sales is absent.
 */
export async function paidRevenueByMarketplace(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      marketplaceId: txMonthly.marketplaceId,
      cents: sql<string>`sum(${txMonthly.amountCents} - ${txMonthly.refundedCents})`,
    })
    .from(txMonthly)
    .where(and(inArray(txMonthly.marketplaceId, [...ids]), eq(txMonthly.status, 'pago')))
    .groupBy(txMonthly.marketplaceId);
  return new Map(rows.map((r) => [r.marketplaceId, Number(r.cents ?? 0)]));
}
