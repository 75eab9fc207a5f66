import { date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const PRIVACY_REQUEST_KINDS = ['export', 'anonymize', 'payer_access', 'payer_erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * A person's LGPD request to a business, or what its team did about one (migrations/1440).
 * Written only by this domain; the ids of other domains' rows are plain uuids here.
 */
export const privacyRequests = pgTable('privacy_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  accountUserId: uuid('account_user_id').notNull(),
  sellerId: uuid('seller_id'),
  marketplaceId: uuid('marketplace_id'),
  subjectDocument: text('subject_document'),
  subjectEmail: text('subject_email'),
  kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
  status: text('status', { enum: ['aberto', 'atendido'] }).notNull(),
  origin: text('origin', { enum: ['equipe', 'pagador'] }).notNull(),
  transactionId: uuid('transaction_id'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  dueDate: date('due_date'),
  doneAt: timestamp('done_at', { withTimezone: true }),
  doneBy: uuid('done_by'),
  doneByName: text('done_by_name'),
  result: jsonb('result').$type<Record<string, number>>(),
});
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
