import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@pagora/shared';
import { ACTIVITY_KINDS } from '@pagora/shared/contracts';

/**
 * migrations/1430, 1731: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), partitioned by
 * month of created_at (docs/partitioning.md), so the key is (id, created_at).
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    accountUserId: uuid('account_user_id').notNull(),
    actorUserId: uuid('actor_user_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    teamRole: text('team_role', { enum: TEAM_ROLES }).notNull(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    action: text('action').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    objectId: text('object_id'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    index('activity_log_account_idx').on(t.accountUserId, t.id),
  ],
);
/** migrations/1731: one login row per session, across every month (see record.ts). */
export const activityLogLoginKeys = pgTable('activity_log_login_keys', {
  objectId: text('object_id').primaryKey(),
});
export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivityRow = typeof activityLog.$inferInsert;
