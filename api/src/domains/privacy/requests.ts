import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PrivacyRequest, PrivacySubject } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { sellersView } from '../accounts';
import { privacyRequests, type PrivacyRequestKind, type PrivacyRequestRow } from './tables';

/** Today in Brasília, as the database sees it: deadlines are calendar days there. */
const TODAY = sql`(now() AT TIME ZONE 'America/Sao_Paulo')::date`;
/** LGPD art. 19 II: the full answer within 15 days of the request. */
export const PAYER_DEADLINE_DAYS = 15;

/** The requests a caller may see: a seller its own, a marketplace its and its sellers', admin all. */
export function requestsInReach(who: Principal): SQL | undefined {
  if (who.cargo === 'admin') return undefined;
  if (who.cargo === 'marketplace')
    return or(
      eq(privacyRequests.marketplaceId, who.marketplaceId ?? '00000000-0000-0000-0000-000000000000'),
      eq(privacyRequests.accountUserId, who.userId),
    );
  if (who.cargo === 'seller' && who.sellerId)
    return or(eq(privacyRequests.sellerId, who.sellerId), eq(privacyRequests.accountUserId, who.userId));
  throw AppError.forbidden();
}

/** What the team did (an export, an anonymization), recorded as a request already answered. */
export async function recordTeamRequest(
  db: Db,
  who: Principal,
  subject: PrivacySubject,
  kind: Extract<PrivacyRequestKind, 'export' | 'anonymize'>,
  result: Record<string, number> | null = null,
): Promise<string> {
  const [row] = await db
    .insert(privacyRequests)
    .values({
      accountUserId: who.userId,
      sellerId: who.sellerId,
      marketplaceId: who.marketplaceId,
      subjectDocument: subject.documento ?? null,
      subjectEmail: subject.email ?? null,
      kind,
      status: 'atendido',
      origin: 'equipe',
      doneAt: new Date(),
      doneBy: who.actor.userId,
      doneByName: who.actor.nome,
      result,
    })
    .returning({ id: privacyRequests.id });
  return row!.id;
}

const daysLeft = sql<
  number | null
>`CASE WHEN ${privacyRequests.status} = 'aberto' AND ${privacyRequests.dueDate} IS NOT NULL
  THEN (${privacyRequests.dueDate} - ${TODAY})::int END`;

/** Open requests first (nearest deadline first), then the answered ones, newest first. */
export async function listRequests(db: Db, who: Principal): Promise<PrivacyRequest[]> {
  const rows = await db
    .select({ row: privacyRequests, daysLeft, sellerName: sellersView.nome })
    .from(privacyRequests)
    .leftJoin(sellersView, eq(sellersView.id, privacyRequests.sellerId))
    .where(requestsInReach(who))
    .orderBy(
      sql`${privacyRequests.status} = 'atendido'`,
      sql`${privacyRequests.dueDate} ASC NULLS LAST`,
      desc(privacyRequests.requestedAt),
    )
    .limit(500);
  return rows.map(({ row, daysLeft: left, sellerName }) => requestView(row, left, sellerName));
}

export function requestView(
  row: PrivacyRequestRow,
  left: number | null,
  sellerName: string | null,
): PrivacyRequest {
  return {
    id: row.id,
    tipo: row.kind,
    status: row.status,
    origem: row.origin,
    documento: row.subjectDocument,
    email: row.subjectEmail,
    vendedor: sellerName,
    transacaoId: row.transactionId,
    solicitadoEm: row.requestedAt.toISOString(),
    prazo: row.dueDate,
    diasRestantes: left === null ? null : Number(left),
    concluidoEm: row.doneAt ? row.doneAt.toISOString() : null,
    concluidoPor: row.doneByName,
  };
}

/**
 * A payer's request from a receipt: one open request per payment and kind (the unique index
 * answers a second submit with the first). Answers its deadline and whether it is new.
 */
export async function filePayerRequest(
  db: Db,
  r: {
    accountUserId: string;
    sellerId: string;
    marketplaceId: string;
    transactionId: string;
    document: string | null;
    email: string | null;
    kind: 'payer_access' | 'payer_erasure';
  },
): Promise<{ id: string; dueDate: string; created: boolean }> {
  const [created] = await db
    .insert(privacyRequests)
    .values({
      accountUserId: r.accountUserId,
      sellerId: r.sellerId,
      marketplaceId: r.marketplaceId,
      subjectDocument: r.document,
      subjectEmail: r.email,
      kind: r.kind,
      status: 'aberto',
      origin: 'pagador',
      transactionId: r.transactionId,
      dueDate: sql`${TODAY} + ${PAYER_DEADLINE_DAYS}::int`,
    })
    .onConflictDoNothing()
    .returning({ id: privacyRequests.id, dueDate: privacyRequests.dueDate });
  if (created) return { id: created.id, dueDate: created.dueDate!, created: true };
  const [open] = await db
    .select({ id: privacyRequests.id, dueDate: privacyRequests.dueDate })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.transactionId, r.transactionId),
        eq(privacyRequests.kind, r.kind),
        eq(privacyRequests.status, 'aberto'),
        eq(privacyRequests.origin, 'pagador'),
      ),
    );
  return { id: open!.id, dueDate: open!.dueDate!, created: false };
}

/** One request as the list shows it, or undefined outside the caller's reach. */
export async function requestInReach(
  db: Db,
  who: Principal,
  id: string,
): Promise<PrivacyRequest | undefined> {
  const [found] = await db
    .select({ row: privacyRequests, daysLeft, sellerName: sellersView.nome })
    .from(privacyRequests)
    .leftJoin(sellersView, eq(sellersView.id, privacyRequests.sellerId))
    .where(and(eq(privacyRequests.id, id), requestsInReach(who)));
  return found ? requestView(found.row, found.daysLeft, found.sellerName) : undefined;
}
