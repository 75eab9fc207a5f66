import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from '@pagora/shared/contracts';

/**
 * The outbox (migrations/0700, 1733): one row per message, written in its cause's transaction;
 * partitioned by month of created_at (docs/partitioning.md), so the key is (id, created_at).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** What caused it (`password-reset:<id>`): with recipient and kind, sends at most once. */
    eventKey: text('event_key').notNull(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The reset link's token: used to send, never shown in the back office, cleared once sent. */
    secret: text('secret'),
    marketplaceId: uuid('marketplace_id'),
    sellerId: uuid('seller_id'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pendente'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.createdAt] }),
    index('mail_outbox_event_idx').on(t.eventKey, t.recipient, t.kind),
  ],
);

/** migrations/1733: an e-mail is queued once per (event, recipient, kind), across every month. */
export const mailOutboxKeys = pgTable(
  'mail_outbox_keys',
  {
    eventKey: text('event_key').notNull(),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventKey, t.recipient, t.kind] })],
);

export type MailRow = typeof mailOutbox.$inferSelect;

/** A seller's e-mail preferences (migrations/0800); no row: every notice on. */
export const mailPreferences = pgTable('mail_preferences', {
  sellerId: uuid('seller_id').primaryKey(),
  newSale: boolean('new_sale').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
