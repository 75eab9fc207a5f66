import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  LINK_PRICINGS,
  LINK_USAGES,
  type AfterPayment,
  type CustomField,
  type LinkPaymentMethod,
} from '@pagora/shared';
import { LINK_STATUSES, LINK_TYPES } from '@pagora/shared/contracts';

/** One recipient's share of every charge made through the link (hundredths of a percent). */
export type SplitRule = {
  recipientSellerId: string;
  percentageHundredths: number;
  liable: boolean;
  chargeProcessingFee: boolean;
};

export type LinkStatus = (typeof LINK_STATUSES)[number];

// Foreign keys to other domains' tables (sellers, marketplaces, interest plans) live in the SQL
// migrations only: this file names no other domain's table (docs/decisions/012).
export const paymentLinks = pgTable(
  'payment_links',
  {
    /** 128 random bits in base64url (`newLinkId`): knowing the id is what lets a payer pay. */
    id: text('id').primaryKey(),
    sellerId: uuid('seller_id').notNull(),
    marketplaceId: uuid('marketplace_id').notNull(),
    /** The plan the link's installments are priced with (the marketplace default at creation). */
    interestPlanId: uuid('interest_plan_id'),
    description: text('description').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    customerEmail: text('customer_email'),
    paymentMethods: text('payment_methods').array().$type<LinkPaymentMethod[]>().notNull(),
    parcelasSemJuros: integer('parcelas_sem_juros').notNull().default(0),
    /** Boleto settings (migrations/0890): set while the link offers bank_slip, else null. */
    boletoDueDays: integer('boleto_due_days'),
    boletoLateFeeHundredths: integer('boleto_late_fee_hundredths'),
    boletoMonthlyInterestHundredths: integer('boleto_monthly_interest_hundredths'),
    splitRules: jsonb('split_rules').$type<SplitRule[]>().notNull().default([]),
    status: text('status', { enum: LINK_STATUSES }).notNull().default('ativo'),
    type: text('type', { enum: LINK_TYPES }).notNull().default('pagamento'),
    /** One payment or many; limit and closing instant (migrations/0660). */
    usage: text('usage', { enum: LINK_USAGES }).notNull().default('multiplo'),
    maxPayments: integer('max_payments'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Kept by a trigger on transactions (0660): payments taken and the first one's id. */
    paidCount: integer('paid_count').notNull().default(0),
    paidTransactionId: uuid('paid_transaction_id'),
    /** How the price is chosen, custom fields, what follows payment (migrations/1500, issue 40). */
    pricing: text('pricing', { enum: LINK_PRICINGS }).notNull().default('fixo'),
    quantityMin: integer('quantity_min'),
    quantityMax: integer('quantity_max'),
    quantityDefault: integer('quantity_default'),
    amountMinCents: bigint('amount_min_cents', { mode: 'number' }),
    amountMaxCents: bigint('amount_max_cents', { mode: 'number' }),
    customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
    afterPayment: jsonb('after_payment').$type<AfterPayment>().notNull().default({ kind: 'nenhum' }),
    allowCoupons: boolean('allow_coupons').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: transactions keep pointing at the link, which stops accepting payments. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_links_seller_idx')
      .on(t.sellerId, t.createdAt.desc())
      .where(sql`deleted_at IS NULL`),
    index('payment_links_marketplace_idx')
      .on(t.marketplaceId, t.createdAt.desc())
      .where(sql`deleted_at IS NULL`),
    index('payment_links_created_idx')
      .on(t.createdAt.desc())
      .where(sql`deleted_at IS NULL`),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
