import { sql } from 'drizzle-orm';
import type { FieldAnswer } from '@pagora/shared';
import type { SplitRule } from '../links';
import { newDocumentToken } from './document-token';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYMENT_METHODS,
  TRANSACTION_STATUSES,
  type PaymentMethod,
  type TransactionStatus,
} from '@pagora/shared';

/**
 * Mirrors `migrations/0200_payments.sql` (the SQL file is what runs, with the foreign keys to the
 * links', sellers' and marketplaces' tables: this file names no other domain's table, ADR 012).
 * Partitioned by month of created_at since 1741 (ADR 038): the key is (id, created_at), and what
 * must be unique across months is kept in `transaction_keys`.
 */

// The statuses and methods are the shared domain's (labels, filters and contracts read them too).
export const TX_STATUSES = TRANSACTION_STATUSES;
export type TxStatus = TransactionStatus;
export const TX_METHODS = PAYMENT_METHODS;
export type TxMethod = PaymentMethod;

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A boleto's facts (migrations/0890): what we asked for, then the codes the provider issued. */
export type BoletoFacts = {
  dueDate: string;
  paymentLimitDate: string;
  lateFeeHundredths: number | null;
  monthlyInterestHundredths: number | null;
  payerAddress: {
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
    zipCode: string;
  };
  barcode?: string;
  digitableLine?: string;
  /** The provider's own printable boleto; the payer gets ours. */
  providerUrl?: string;
  /** 'Nosso número', when the provider names it. */
  documentNumber?: string;
};

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').notNull().defaultRandom(),
    linkId: text('link_id'),
    sellerId: uuid('seller_id').notNull(),
    marketplaceId: uuid('marketplace_id').notNull(),
    status: text('status', { enum: TX_STATUSES }).notNull(),
    method: text('method', { enum: TX_METHODS }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feesCents: bigint('fees_cents', { mode: 'number' }).notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }),
    installments: integer('installments').notNull().default(1),
    cardBrand: text('card_brand'),
    cardFirst4: text('card_first4'),
    cardLast4: text('card_last4'),
    cardHolder: text('card_holder'),
    payerName: text('payer_name'),
    payerEmail: text('payer_email'),
    payerCpf: text('payer_cpf'),
    payerPhone: text('payer_phone'),
    /** Keyed hash of the payer's browser token: finds that payer's open PIX code again (0660). */
    payerKey: text('payer_key'),
    /** Opens the payer's documents (receipt, boleto PDF) with the id: the id alone does not (1000). */
    documentToken: text('document_token').notNull().$defaultFn(newDocumentToken),
    splitRules: jsonb('split_rules').$type<SplitRule[]>().notNull().default([]),
    provider: text('provider').notNull().default('zoop'),
    providerId: text('provider_id'),
    providerStatus: text('provider_status'),
    providerRaw: jsonb('provider_raw'),
    pixEmv: text('pix_emv'),
    boleto: jsonb('boleto').$type<BoletoFacts>(),
    failureReason: text('failure_reason'),
    latePayment: boolean('late_payment').notNull().default(false),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    lateReviewedAt: ts('late_reviewed_at'),
    lateReviewedBy: uuid('late_reviewed_by'),
    expiresAt: ts('expires_at'),
    expiryLeaseUntil: ts('expiry_lease_until'),
    reconcileAfter: ts('reconcile_after'),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
    expiredAt: ts('expired_at'),
    /** A subscription cycle's charge made by the billing engine (migrations/0530); no link then. */
    subscriptionChargeId: uuid('subscription_charge_id'),
    /** What the payer chose on the link's page (migrations/1500): quantity, unit, coupon, answers. */
    quantity: integer('quantity').notNull().default(1),
    unitAmountCents: bigint('unit_amount_cents', { mode: 'number' }),
    couponId: uuid('coupon_id'),
    couponCode: text('coupon_code'),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    customFields: jsonb('custom_fields').$type<FieldAnswer[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'transactions_pkey', columns: [t.id, t.createdAt] }),
    index('transactions_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('transactions_marketplace_idx').on(t.marketplaceId, t.createdAt.desc()),
    index('transactions_created_idx').on(t.createdAt.desc()),
    index('transactions_link_idx')
      .on(t.linkId)
      .where(sql`link_id IS NOT NULL`),
    index('transactions_pix_due_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pendente_pix'`),
    index('transactions_boleto_due_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pendente' AND method = 'bank_slip'`),
    index('transactions_subscription_charge_idx')
      .on(t.subscriptionChargeId)
      .where(sql`subscription_charge_id IS NOT NULL`),
    index('transactions_coupon_idx')
      .on(t.couponId)
      .where(sql`coupon_id IS NOT NULL`),
    index('transactions_open_idx')
      .on(t.createdAt)
      .where(sql`status IN ('pendente', 'pendente_pix') OR failure_reason = 'provider_unavailable'`),
  ],
);

/**
 * Mirrors `migrations/1740_transaction_keys.sql`: one row per transaction, written by a trigger with
 * it. Holds what must be unique across every month's partition: the id (refunds and the others
 * point here) and the provider's charge (one provider charge = one transaction).
 */
export const transactionKeys = pgTable(
  'transaction_keys',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
  },
  (t) => [
    uniqueIndex('transactions_provider_key')
      .on(t.provider, t.providerId)
      .where(sql`provider_id IS NOT NULL`),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    state: text('state', { enum: ['in_flight', 'done', 'retryable'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** migrations/0200, 1732: partitioned by month of received_at (docs/partitioning.md). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    chargeId: text('charge_id'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: ts('lease_until'),
    processedAt: ts('processed_at'),
    outcome: text('outcome'),
  },
  (t) => [
    index('webhook_events_event_idx').on(t.provider, t.eventId),
    index('webhook_events_pending_idx')
      .on(t.receivedAt)
      .where(sql`processed_at IS NULL`),
  ],
);

/** migrations/1732: "a provider event is applied once", across every month of webhook_events. */
export const webhookEventKeys = pgTable(
  'webhook_event_keys',
  { provider: text('provider').notNull(), eventId: text('event_id').notNull() },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Mirrors `migrations/0550_charge_velocity.sql`: the velocity limits' sliding window (table
 * `charge_attempts`; not billing's `chargeAttempts`, a subscription charge's tries).
 */
export const chargeVelocityWindow = pgTable(
  'charge_attempts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    scopeKey: text('scope_key').notNull(),
    weight: integer('weight').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('charge_attempts_scope_idx').on(t.scopeKey, t.at), index('charge_attempts_at_idx').on(t.at)],
);

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
