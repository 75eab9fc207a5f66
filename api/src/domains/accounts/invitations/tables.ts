import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../tables';

/** A buyer's or seller's login made by someone else (migrations/1650). Written only by accounts/invitations. */
export const accountInvitations = pgTable('account_invitations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  invitedBy: uuid('invited_by').references(() => users.id),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});
