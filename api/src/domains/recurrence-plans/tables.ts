import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** migrations/0510. Amounts in cents; `interval` in units of `frequency`. */
export const recurrencePlans = pgTable('recurrence_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  nome: text('nome').notNull(),
  description: text('description').notNull().default(''),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  frequency: text('frequency', { enum: ['diario', 'mensal'] }).notNull(),
  interval: integer('interval').notNull(),
  paymentMethods: text('payment_methods').array().notNull(),
  /** migrations/0930: set exactly when `paymentMethods` has 'bank_slip' (issue 24). */
  boletoIssueDays: integer('boleto_issue_days'),
  boletoLateFeeHundredths: integer('boleto_late_fee_hundredths'),
  boletoMonthlyInterestHundredths: integer('boleto_monthly_interest_hundredths'),
  status: text('status', { enum: ['ativo', 'pendente', 'inativo'] })
    .notNull()
    .default('ativo'),
  idZoopPlanoAssinatura: text('id_zoop_plano_assinatura').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RecurrencePlanRow = typeof recurrencePlans.$inferSelect;
