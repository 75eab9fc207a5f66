import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SELLER_DOCUMENT_CATEGORIES, SELLER_DOCUMENT_TYPES } from '@pagora/shared/contracts';

/** What a seller sent the provider for its review (migrations/1130): metadata only, never the file. */
export const sellerDocuments = pgTable('seller_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  category: text('category', { enum: SELLER_DOCUMENT_CATEGORIES }).notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type', { enum: SELLER_DOCUMENT_TYPES }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  providerDocumentId: text('provider_document_id').notNull(),
  providerStatus: text('provider_status').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SellerDocumentRow = typeof sellerDocuments.$inferSelect;
