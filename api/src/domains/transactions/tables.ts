import { bigint, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Mirrors `migrations/0300_transactions.sql`, `1780_marketplace_rollups.sql` and
 * `1800_transaction_rollup_deltas.sql` (the SQL files are what runs). The three rollups are written
 * only by the database's triggers, in the same call; the marketplace's and the admin's are views of
 * folded rows plus deltas (several rows per cell: every read sums them).
 */

/** What every rollup sums per month, status and method (fresh builders for each table). */
const monthlySums = () => ({
  status: text('status').notNull(),
  method: text('method').notNull(),
  txCount: bigint('tx_count', { mode: 'number' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull(),
});

/** Per seller: what seller-scoped figures read (and a seller filter on a wider scope). */
export const txMonthly = pgTable(
  'tx_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    sellerId: uuid('seller_id').notNull(),
    marketplaceId: uuid('marketplace_id').notNull(),
    ...monthlySums(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.sellerId, t.status, t.method] }),
    index('tx_monthly_seller_idx').on(t.sellerId, t.month),
    index('tx_monthly_marketplace_idx').on(t.marketplaceId, t.month),
  ],
);

/** Per marketplace (a view): a marketplace's own figures, or the admin's filtered by one marketplace. */
export const txMonthlyMarketplace = pgTable('tx_monthly_marketplace', {
  month: date('month', { mode: 'string' }).notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  ...monthlySums(),
});

/** Everything (a view), by 16 shards of the sellers' hash as the folded rows are kept; reads sum them. */
export const txMonthlyAll = pgTable('tx_monthly_all', {
  month: date('month', { mode: 'string' }).notNull(),
  shard: smallint('shard').notNull(),
  ...monthlySums(),
});
