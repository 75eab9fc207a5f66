import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { buyers, sellers, users } from '../accounts';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import { escapeLike } from '../../platform/db/sql-helpers';

/** Plain reads of buyers; callers decide who may see what (scope.ts). */

export const buyerColumns = {
  buyer: buyers,
  sellerNome: sellers.nome,
};
export type BuyerJoined = { buyer: typeof buyers.$inferSelect; sellerNome: string };

export async function listBuyers(
  db: Db,
  scope: SQL | undefined,
  q: { page: number; pageSize: number; q?: string | undefined },
): Promise<{ rows: BuyerJoined[]; total: number }> {
  const like = q.q ? `%${escapeLike(q.q)}%` : undefined;
  const where = and(
    isNull(buyers.deletedAt),
    scope,
    like
      ? or(
          ilike(buyers.nome, like),
          ilike(buyers.email, like),
          ilike(buyers.idComprador, like),
          ilike(buyers.cpfCnpj, like),
        )
      : undefined,
  );
  const rows = await db
    .select(buyerColumns)
    .from(buyers)
    .innerJoin(sellers, eq(sellers.id, buyers.sellerId))
    .where(where)
    .orderBy(asc(buyers.nome), asc(buyers.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [counted] = await db.select({ n: count() }).from(buyers).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findBuyer(db: Db, id: string): Promise<BuyerJoined | undefined> {
  const [row] = await db
    .select(buyerColumns)
    .from(buyers)
    .innerJoin(sellers, eq(sellers.id, buyers.sellerId))
    .where(and(eq(buyers.id, id), isNull(buyers.deletedAt)))
    .limit(1);
  return row;
}

/** The seller a buyer list or a new buyer names: its record id or its login's id, active only. */
export async function findSellerRef(db: Db, idOrUserId: string) {
  // Both columns are uuids: anything else names no seller (and must not reach the query).
  if (!UUID_PATTERN.test(idOrUserId)) return undefined;
  const [row] = await db
    .select({
      id: sellers.id,
      userId: sellers.userId,
      marketplaceId: sellers.marketplaceId,
      nome: sellers.nome,
    })
    .from(sellers)
    .where(and(or(eq(sellers.id, idOrUserId), eq(sellers.userId, idOrUserId)), isNull(sellers.deletedAt)))
    .limit(1);
  return row;
}

/** A provider buyer id held by another record (removed ones included: their history names it). */
export async function providerIdTaken(db: Db, idComprador: string, exceptId?: string) {
  const [row] = await db
    .select({ id: buyers.id })
    .from(buyers)
    .where(and(eq(buyers.idComprador, idComprador), exceptId ? sql`${buyers.id} <> ${exceptId}` : undefined))
    .limit(1);
  return row !== undefined;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: string | null) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
