import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@pagora/shared';
import { ACTIVITY_KINDS } from '@pagora/shared/contracts';

/** migrations/1430: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
  (t) => [index('activity_log_account_idx').on(t.accountUserId, t.id)],
);
export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivityRow = typeof activityLog.$inferInsert;
