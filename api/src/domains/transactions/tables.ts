import { bigint, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/** Mirrors `migrations/0300_transactions.sql` (the SQL file is what runs). */

/** The monthly rollup the dashboards read; written only by the database's triggers. */
export const txMonthly = pgTable(
  'tx_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    sellerId: uuid('seller_id').notNull(),
    marketplaceId: uuid('marketplace_id').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    txCount: bigint('tx_count', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.sellerId, t.status, t.method] }),
    index('tx_monthly_seller_idx').on(t.sellerId, t.month),
    index('tx_monthly_marketplace_idx').on(t.marketplaceId, t.month),
  ],
);
