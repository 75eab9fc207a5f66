import { bigint, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/** Mirrors `migrations/0300_transactions.sql` and `0640_refund_reconcile.sql` (the SQL is what runs). */

/** A refund attempt's state (refund-machine.ts): 'pending' until the provider's void is known. */
export const REFUND_STATES = ['pending', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row per refund attempt, written before the provider is called (so a void is never lost). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull(),
    requestedBy: uuid('requested_by'),
    failure: text('failure'),
    providerRaw: jsonb('provider_raw'),
    reconcileAfter: ts('reconcile_after'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.transactionId, t.idempotencyKey)],
);
export type RefundRow = typeof refunds.$inferSelect;
