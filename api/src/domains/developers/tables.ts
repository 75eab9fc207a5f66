import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@pagora/shared/contracts';

/** Mirrors migrations/0840, 0841, 0842 and 0920 (the SQL is what runs). */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id').notNull(),
  marketplaceId: uuid('marketplace_id'),
  sellerId: uuid('seller_id'),
  name: text('name').notNull(),
  mode: text('mode', { enum: ['test', 'live'] }).notNull(),
  scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
  prefix: text('prefix').notNull(),
  /** SHA-256 (hex) of the whole secret: the secret itself is never stored. */
  secretHash: text('secret_hash').notNull(),
  rolledFrom: uuid('rolled_from'),
  expiresAt: ts('expires_at'),
  lastUsedAt: ts('last_used_at'),
  revokedAt: ts('revoked_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The /v1 token bucket shared by every instance (migrations/0920, rate-limit.ts). */
  rateTokens: doublePrecision('rate_tokens'),
  rateAt: ts('rate_at'),
  rateGranted: boolean('rate_granted'),
  /** The key whose bucket this one draws from (a roll's first key, migrations/0990); null: its own. */
  rateBucketId: uuid('rate_bucket_id'),
});
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const webhookEndpoints = pgTable('outbound_webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerUserId: uuid('owner_user_id').notNull(),
  marketplaceId: uuid('marketplace_id'),
  sellerId: uuid('seller_id'),
  url: text('url').notNull(),
  description: text('description').notNull(),
  events: text('events').array().notNull(),
  /** `whsec_…`: needed in clear to sign; never shown again after creation. */
  secret: text('secret').notNull(),
  /** After a roll: still signs beside `secret` until `previousSecretUntil` (migrations/0842). */
  previousSecret: text('previous_secret'),
  previousSecretUntil: ts('previous_secret_until'),
  disabledAt: ts('disabled_at'),
  /** The first failure since the last success: 5 days of it disables the endpoint. */
  failingSince: ts('failing_since'),
  deletedAt: ts('deleted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * Events, deliveries and attempts (migrations 0841, 1734) are partitioned by month of created_at
 * (docs/partitioning.md): their keys are (id, created_at), and no foreign key joins them.
 */
export const webhookEvents = pgTable(
  'outbound_webhook_events',
  {
    /** The `webhook-id` every retry of this event carries (`msg_…`). */
    id: text('id').notNull(),
    type: text('type').notNull(),
    marketplaceId: uuid('marketplace_id'),
    sellerId: uuid('seller_id'),
    objectId: text('object_id').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.createdAt] })],
);
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** migrations/1734: an object's event numbers, each given once, kept after its events' months go. */
export const webhookEventKeys = pgTable(
  'outbound_webhook_event_keys',
  { objectId: text('object_id').notNull(), sequence: bigint('sequence', { mode: 'number' }).notNull() },
  (t) => [primaryKey({ columns: [t.objectId, t.sequence] })],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pendente', 'entregue', 'falhou'] as const;

export const webhookDeliveries = pgTable(
  'outbound_webhook_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    eventId: text('event_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pendente'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    leaseUntil: ts('lease_until'),
    lastStatusCode: integer('last_status_code'),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.createdAt] })],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export const webhookAttempts = pgTable(
  'outbound_webhook_attempts',
  {
    id: uuid('id').notNull().defaultRandom(),
    deliveryId: uuid('delivery_id').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** The first 1 KB of the answer, or why there was none (timeout, refused address). */
    response: text('response').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.createdAt] })],
);
