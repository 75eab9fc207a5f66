import { bigint, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentMethodId } from '@pagora/shared';

// migrations/1310. Foreign keys to marketplaces, sellers, users and transactions live in the SQL
// only: this file names no other domain's table (docs/decisions/012).

/** A version of a marketplace's 'Tabela de taxas', in force from `validFrom` until the next one. */
export const feeTableVersions = pgTable('fee_table_versions', {
  id: uuid('id').primaryKey().defaultRandom(),
  marketplaceId: uuid('marketplace_id').notNull(),
  validFrom: date('valid_from').notNull(),
  pixHundredths: integer('pix_hundredths').notNull(),
  boletoCents: bigint('boleto_cents', { mode: 'number' }).notNull(),
  card1xHundredths: integer('card_1x_hundredths').notNull(),
  card2To6xHundredths: integer('card_2_6x_hundredths').notNull(),
  card7To12xHundredths: integer('card_7_12x_hundredths').notNull(),
  card13To21xHundredths: integer('card_13_21x_hundredths').notNull(),
  anticipationMonthHundredths: integer('anticipation_month_hundredths').notNull(),
  ownHundredths: integer('own_hundredths').notNull(),
  feeRecipientSellerId: uuid('fee_recipient_seller_id'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FeeTableVersionRow = typeof feeTableVersions.$inferSelect;

/** One per sale whose provider fee differed from the table by a cent or more. */
export const feeDivergences = pgTable('fee_divergences', {
  id: uuid('id').primaryKey().defaultRandom(),
  transactionId: uuid('transaction_id').notNull().unique(),
  sellerId: uuid('seller_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  day: date('day').notNull(),
  method: text('method').$type<PaymentMethodId>().notNull(),
  installments: integer('installments').notNull(),
  grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
  expectedFeeCents: bigint('expected_fee_cents', { mode: 'number' }).notNull(),
  chargedFeeCents: bigint('charged_fee_cents', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
