import {
  bigint,
  bigserial,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DIVERGENCE_STATUSES, STATEMENT_KINDS } from '@pagora/shared/contracts';

/** The statement (migrations/1300): written only by this domain. Foreign keys live in the SQL. */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const statementLines = pgTable('statement_lines', {
  seq: bigserial('seq', { mode: 'bigint' }).primaryKey(),
  sellerId: uuid('seller_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  occurredAt: ts('occurred_at').notNull().defaultNow(),
  transactionId: uuid('transaction_id'),
  payoutId: uuid('payout_id'),
  anticipationId: uuid('anticipation_id'),
  providerRef: text('provider_ref'),
  description: text('description').notNull(),
  postingKey: text('posting_key').notNull().unique(),
});
export type StatementLineRow = typeof statementLines.$inferSelect;

export const statementBalances = pgTable('statement_balances', {
  sellerId: uuid('seller_id').primaryKey(),
  balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
});

export const statementDayTotals = pgTable(
  'statement_day_totals',
  {
    sellerId: uuid('seller_id').notNull(),
    marketplaceId: uuid('marketplace_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.day, t.kind] })],
);

/**
 * statement_day_totals summed by day, marketplace and kind (migrations/1790), for the admin's
 * period over every seller: the folded sums plus the deltas not folded yet, read together (never one
 * alone). The deltas are written only by a trigger on statement_day_totals and the folded table only
 * by fold_statement_marketplace_days(): never write either here.
 */
export const statementMarketplaceDays = pgTable(
  'statement_marketplace_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    marketplaceId: uuid('marketplace_id').notNull(),
    kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lineCount: bigint('line_count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.marketplaceId, t.kind] })],
);

export const statementMarketplaceDayDeltas = pgTable('statement_marketplace_day_deltas', {
  day: date('day', { mode: 'string' }).notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  lineCount: bigint('line_count', { mode: 'number' }).notNull(),
});

export type DivergentObject = {
  type: 'transaction' | 'payout' | 'anticipation' | 'other';
  id: string;
  ourCents: number;
  theirCents: number;
};

export const statementDivergences = pgTable('statement_divergences', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: text('kind', { enum: ['conciliacao'] })
    .notNull()
    .default('conciliacao'),
  ourCents: bigint('our_cents', { mode: 'number' }).notNull(),
  theirCents: bigint('their_cents', { mode: 'number' }).notNull(),
  objects: jsonb('objects').$type<DivergentObject[]>().notNull().default([]),
  status: text('status', { enum: DIVERGENCE_STATUSES }).notNull().default('aberta'),
  detectedAt: ts('detected_at').notNull().defaultNow(),
  checkedAt: ts('checked_at').notNull().defaultNow(),
  resolvedAt: ts('resolved_at'),
});
export type DivergenceRow = typeof statementDivergences.$inferSelect;

export const statementJobDays = pgTable('statement_job_days', {
  name: text('name').primaryKey(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
});

/** The nightly reconciliation's batches of sellers (migrations/1810): reconcile-batches.ts. */
export const statementReconcileBatches = pgTable(
  'statement_reconcile_batches',
  {
    day: date('day', { mode: 'string' }).notNull(),
    firstSellerId: uuid('first_seller_id').notNull(),
    lastSellerId: uuid('last_seller_id').notNull(),
    sellers: integer('sellers').notNull(),
    leasedUntil: ts('leased_until'),
    attempts: integer('attempts').notNull().default(0),
    doneAt: ts('done_at'),
  },
  (t) => [primaryKey({ columns: [t.day, t.firstSellerId] })],
);
