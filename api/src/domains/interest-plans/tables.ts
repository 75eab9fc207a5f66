import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { InstallmentRate } from '@pagora/shared';

/**
 * A marketplace's installment rates (spec 001 "Interest plan"): 21 entries, 1x..21x, each an annual
 * percent in hundredths (2.99% a.a. = 299), the form `installmentQuote` reads.
 */
export const interestPlans = pgTable(
  'interest_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // References marketplaces(id) in the SQL migration; not declared here so this domain does not
    // depend on the accounts domain (which depends on it for the standard plan).
    marketplaceId: uuid('marketplace_id').notNull(),
    /** The login that owns it (a seller's or a marketplace owner's); references users(id) in SQL. */
    ownerUserId: uuid('owner_user_id'),
    nome: text('nome').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['ativo', 'inativo'] })
      .notNull()
      .default('ativo'),
    /** The provider's plan id (spec: id_zoop); empty until the plan is registered there. */
    idZoop: text('id_zoop').notNull().default(''),
    parcelas: jsonb('parcelas').$type<InstallmentRate[]>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interest_plans_marketplace_idx').on(t.marketplaceId),
    uniqueIndex('interest_plans_default_key')
      .on(t.marketplaceId)
      .where(sql`is_default`),
  ],
);

export type InterestPlanRow = typeof interestPlans.$inferSelect;
