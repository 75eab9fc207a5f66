import { bigint, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BANK_ACCOUNT_TYPES, PAYOUT_STATUSES } from '@pagora/shared/contracts';

/** Money out (migrations/0900, 1100): written only by this domain. Foreign keys live in the SQL. */

export const bankAccounts = pgTable('bank_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  providerAccountId: text('provider_account_id').notNull(),
  holderName: text('holder_name').notNull(),
  /** Digits only; shown masked. */
  taxpayerId: text('taxpayer_id').notNull(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  routingNumber: text('routing_number').notNull(),
  accountLast4: text('account_last4').notNull(),
  type: text('type', { enum: BANK_ACCOUNT_TYPES }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  payoutsAllowedFrom: timestamp('payouts_allowed_from', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});
export type BankAccountRow = typeof bankAccounts.$inferSelect;

export const payouts = pgTable('payouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  bankAccountId: uuid('bank_account_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pendente'),
  failureReason: text('failure_reason'),
  idempotencyKey: text('idempotency_key').notNull(),
  providerTransferId: text('provider_transfer_id'),
  /** When the transfer was sent, on the provider's clock (migrations/1100): where matching looks. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
export type PayoutRow = typeof payouts.$inferSelect;
