import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../tables';

/** One row per issued token: the token names its session, so logout can revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The team membership this session acts through (migrations/1400); null: the login itself. */
    membershipId: uuid('membership_id'),
    /** Last request seen on this session (at most once a minute), for 'Segurança'. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Where the client was, as a trusted proxy told it at login (migrations/1450); null: untold. */
    place: text('place'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
