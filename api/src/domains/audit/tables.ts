import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditChange } from '@pagora/shared/contracts';

/** migrations/0520: append-only (a trigger refuses UPDATE and DELETE). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id').notNull(),
    acao: text('acao').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorNome: text('actor_nome').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    mudancas: jsonb('mudancas').$type<AuditChange[]>().notNull(),
    linksAfetados: integer('links_afetados').notNull().default(0),
    marketplaceId: uuid('marketplace_id'),
    ownerUserId: uuid('owner_user_id'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entidade, t.entidadeId, t.at, t.id)],
);
