import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@pagora/shared';
import { users } from '../tables';

/**
 * A person acting for a business (migrations/1400): `accountUserId` is the business's own login,
 * `userId` the member's. The account's own login is its owner and has no row. Written only by
 * accounts/team; the session guard reads it to build the principal.
 */
export const teamMembers = pgTable('team_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountUserId: uuid('account_user_id')
    .notNull()
    .references(() => users.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  role: text('role', { enum: TEAM_ROLES }).notNull(),
  refundLimitCents: bigint('refund_limit_cents', { mode: 'number' }),
  invitedBy: uuid('invited_by').references(() => users.id),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  removedAt: timestamp('removed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TeamMemberRow = typeof teamMembers.$inferSelect;
