import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SubscriptionStatus } from '@pagora/shared/contracts';

/** Mirrors migrations/0510 (subscriptions) and 0530 (cards, charges, attempts); the SQL is what runs. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  planoId: uuid('plano_id').notNull(),
  sellerId: uuid('seller_id').notNull(),
  buyerId: uuid('buyer_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  paymentMethods: text('payment_methods').array().notNull(),
  /** The next charge date (America/Sao_Paulo day). */
  dataCobranca: date('data_cobranca', { mode: 'string' }).notNull(),
  /** Not written any more: the due date is derived from the charges (subscriptions.ts, dueDate). */
  dataVencimento: date('data_vencimento', { mode: 'string' }),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status').$type<SubscriptionStatus>().notNull(),
  idJuros: uuid('id_juros'),
  anchorDay: integer('anchor_day').notNull(),
  cancelledAt: ts('cancelled_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const savedCards = pgTable('saved_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  buyerId: uuid('buyer_id').notNull(),
  userId: uuid('user_id').notNull(),
  providerCardId: text('provider_card_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  holderName: text('holder_name').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  principal: boolean('principal').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});
export type SavedCardRow = typeof savedCards.$inferSelect;

/** A cycle's charge: its transitions are engine/charge-lifecycle.ts. */
export const CHARGE_STATUSES = ['aberta', 'paga', 'falhou', 'cancelada'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
export const subscriptionCharges = pgTable('subscription_charges', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: uuid('subscription_id').notNull(),
  cycleDate: date('cycle_date', { mode: 'string' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status').$type<ChargeStatus>().notNull().default('aberta'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptOn: date('next_attempt_on', { mode: 'string' }),
  lastFailure: text('last_failure'),
  paidTransactionId: uuid('paid_transaction_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type SubscriptionChargeRow = typeof subscriptionCharges.$inferSelect;

/**
 * An attempt's outcome: its transitions are engine/attempt-lifecycle.ts. `boleto_emitido`
 * (migrations/0930): the attempt's boleto was issued; it waits for the payer. `desconhecido`
 * (migrations/1020): lost, and our record and the provider disagree on what it did: never charged
 * again by the engine (engine/recover.ts). The CHECK constraint of migrations/1020 lists the same.
 */
export const ATTEMPT_OUTCOMES = [
  'em_andamento',
  'boleto_emitido',
  'pago',
  'recusado',
  'recusado_definitivo',
  'sem_cartao',
  'indisponivel',
  'desconhecido',
] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];
export const chargeAttempts = pgTable(
  'subscription_charge_attempts',
  {
    chargeId: uuid('charge_id').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    origin: text('origin').$type<'engine' | 'customer'>().notNull(),
    outcome: text('outcome').$type<AttemptOutcome>().notNull().default('em_andamento'),
    declineReason: text('decline_reason'),
    leaseUntil: ts('lease_until').notNull(),
    /** A customer's Idempotency-Key as `<user id>:<saved card id>:<key>` (pay.ts, storedKey). */
    idempotencyKey: text('idempotency_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chargeId, t.attemptNo] })],
);
