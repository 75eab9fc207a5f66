import { bigint, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ANTICIPATION_STATUSES } from '@pagora/shared/contracts';

/** Antecipações (migrations/1320): written only by this domain; foreign keys live in the SQL. */

export type StoredReceivable = {
  receivableId: string;
  transactionId: string;
  installment: number;
  amountCents: number;
  expectedOn: string;
  feeCents: number;
};

export const anticipations = pgTable('anticipations', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  requestDigest: text('request_digest').notNull(),
  requestedCents: bigint('requested_cents', { mode: 'number' }),
  expectedFrom: date('expected_from', { mode: 'string' }),
  expectedTo: date('expected_to', { mode: 'string' }),
  status: text('status', { enum: ANTICIPATION_STATUSES }).notNull().default('solicitada'),
  providerPrepaymentId: text('provider_prepayment_id'),
  grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  netCents: bigint('net_cents', { mode: 'number' }).notNull(),
  prepaymentDate: date('prepayment_date', { mode: 'string' }).notNull(),
  receivables: jsonb('receivables').$type<StoredReceivable[]>().notNull().default([]),
  refusalReason: text('refusal_reason'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});
export type AnticipationRow = typeof anticipations.$inferSelect;
