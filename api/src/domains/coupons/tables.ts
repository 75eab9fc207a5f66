import { bigint, boolean, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COUPON_KINDS } from '@pagora/shared';

// Foreign keys to sellers and marketplaces live in the SQL migration only (docs/decisions/012).
export const coupons = pgTable('coupons', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  marketplaceId: uuid('marketplace_id').notNull(),
  /** As the seller typed it; unique per seller without case among the non-deleted (1510). */
  code: text('code').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind', { enum: COUPON_KINDS }).notNull(),
  percentHundredths: integer('percent_hundredths'),
  amountCents: bigint('amount_cents', { mode: 'number' }),
  /** São Paulo calendar days, 'AAAA-MM-DD'. */
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  maxUses: integer('max_uses'),
  maxUsesPerPayer: integer('max_uses_per_payer'),
  linkIds: text('link_ids').array(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
export type CouponRow = typeof coupons.$inferSelect;
