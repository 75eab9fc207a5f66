import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditChange, AuditEntry } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { auditLog } from './tables';

export type AuditAction = AuditEntry['acao'];
export type AuditEntity = AuditEntry['entidade'];

export interface AuditRecord {
  entidade: AuditEntity;
  entidadeId: string;
  acao: AuditAction;
  actor: { userId: string; nome: string };
  mudancas: AuditChange[];
  linksAfetados: number;
  /** Who may read it: the entity's marketplace and its owner login. */
  marketplaceId: string | null;
  ownerUserId: string | null;
}

/** Writes one row inside the caller's transaction: the change and its record commit together. */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    entidade: entry.entidade,
    entidadeId: entry.entidadeId,
    acao: entry.acao,
    actorUserId: entry.actor.userId,
    actorNome: entry.actor.nome,
    mudancas: entry.mudancas,
    linksAfetados: entry.linksAfetados,
    marketplaceId: entry.marketplaceId,
    ownerUserId: entry.ownerUserId,
  });
}

/**
 * The fields that changed between two snapshots, in the order given. A field on one side only
 * changed from or to null: `({}, plan)` records a creation, `(plan, {})` a removal.
 */
export function changedFields(
  before: Record<string, AuditChange['antes']>,
  after: Record<string, AuditChange['depois']>,
): AuditChange[] {
  const campos = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return campos
    .map((campo) => ({ campo, antes: before[campo] ?? null, depois: after[campo] ?? null }))
    .filter((c) => c.antes !== c.depois);
}

export type AuditReader = { cargo: string; userId: string; marketplaceId: string | null };

/**
 * The history of one entity, newest first, limited to what the reader may see: an admin all of
 * it; a marketplace owner its marketplace's rows; anyone else the rows of what it owns.
 */
export async function listAudit(db: Db, who: AuditReader, entidade: AuditEntity, id: string) {
  const visible =
    who.cargo === 'admin'
      ? undefined
      : who.cargo === 'marketplace' && who.marketplaceId
        ? eq(auditLog.marketplaceId, who.marketplaceId)
        : eq(auditLog.ownerUserId, who.userId);
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entidade, entidade), eq(auditLog.entidadeId, id), visible))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500);
  return rows.map((r): AuditEntry => ({
    id: r.id,
    entidade: r.entidade as AuditEntity,
    entidade_id: r.entidadeId,
    acao: r.acao as AuditAction,
    autor: { id: r.actorUserId, nome: r.actorNome },
    data: r.at.toISOString(),
    mudancas: r.mudancas,
    links_afetados: r.linksAfetados,
  }));
}

/** Test support: the row count, to show nothing was written. */
export const countAudit = async (db: Db) =>
  Number((await db.select({ n: sql<number>`count(*)` }).from(auditLog))[0]?.n ?? 0);
