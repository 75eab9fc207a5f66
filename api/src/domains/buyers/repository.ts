import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { buyersView, sellersView, usersView, type BuyerRow } from '../accounts';
import { viewRow } from '../../platform/db/read-view';
import { offsetOf, pageOf, totalOver, type ListQuery, type Page } from '../../platform/owned-resource';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import { containsPattern } from '../../platform/db/sql-helpers';

/** Plain reads of buyers; callers decide who may see what (scope.ts). */

export const buyerColumns = {
  buyer: viewRow(buyersView),
  sellerNome: sellersView.nome,
};
export type BuyerJoined = { buyer: BuyerRow; sellerNome: string };

export async function listBuyers(db: Db, scope: SQL | undefined, q: ListQuery): Promise<Page<BuyerJoined>> {
  const like = containsPattern(q.q);
  const where = and(
    isNull(buyersView.deletedAt),
    scope,
    like
      ? or(
          ilike(buyersView.nome, like),
          ilike(buyersView.email, like),
          ilike(buyersView.idComprador, like),
          ilike(buyersView.cpfCnpj, like),
        )
      : undefined,
  );
  const rows = await db
    .select({ ...buyerColumns, total: totalOver() })
    .from(buyersView)
    .innerJoin(sellersView, eq(sellersView.id, buyersView.sellerId))
    .where(where)
    .orderBy(asc(buyersView.nome), asc(buyersView.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const countAll = async () =>
    Number((await db.select({ n: count() }).from(buyersView).where(where))[0]?.n ?? 0);
  return pageOf(rows, q, rows, countAll);
}

export async function findBuyer(db: Db, id: string): Promise<BuyerJoined | undefined> {
  const [row] = await db
    .select(buyerColumns)
    .from(buyersView)
    .innerJoin(sellersView, eq(sellersView.id, buyersView.sellerId))
    .where(and(eq(buyersView.id, id), isNull(buyersView.deletedAt)))
    .limit(1);
  return row;
}

/** The seller a buyer list or a new buyer names: its record id or its login's id, active only. */
export async function findSellerRef(db: Db, idOrUserId: string) {
  // Both columns are uuids: anything else names no seller (and must not reach the query).
  if (!UUID_PATTERN.test(idOrUserId)) return undefined;
  const [row] = await db
    .select({
      id: sellersView.id,
      userId: sellersView.userId,
      marketplaceId: sellersView.marketplaceId,
      nome: sellersView.nome,
    })
    .from(sellersView)
    .where(
      and(
        or(eq(sellersView.id, idOrUserId), eq(sellersView.userId, idOrUserId)),
        isNull(sellersView.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** A provider buyer id held by another record (removed ones included: their history names it). */
export async function providerIdTaken(db: Db, idComprador: string, exceptId?: string) {
  const [row] = await db
    .select({ id: buyersView.id })
    .from(buyersView)
    .where(
      and(
        eq(buyersView.idComprador, idComprador),
        exceptId ? sql`${buyersView.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: string | null) {
  const [row] = await db
    .select({ id: usersView.id })
    .from(usersView)
    .where(
      and(
        sql`lower(${usersView.email}) = ${email.toLowerCase()}`,
        exceptUserId ? sql`${usersView.id} <> ${exceptUserId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
