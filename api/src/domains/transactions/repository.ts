import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { marketplaces, sellers } from '../accounts';
import { paymentLinks } from '../links';
import { transactions } from '../payments';
import type { TxWithNames } from './view';

export type SortOrder = 'asc' | 'desc';

const withNames = {
  tx: transactions,
  sellerNome: sellers.nome,
  marketplaceNome: marketplaces.nome,
  linkDescription: paymentLinks.description,
  linkAmountCents: paymentLinks.amountCents,
  linkCreatedAt: paymentLinks.createdAt,
};

const selectWithNames = (db: Db) =>
  db
    .select(withNames)
    .from(transactions)
    .innerJoin(sellers, eq(sellers.id, transactions.sellerId))
    .innerJoin(marketplaces, eq(marketplaces.id, transactions.marketplaceId))
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId));

// (created_at, id) orders ties too, so pages and export batches never skip or repeat a row.
const orderOf = (sort: SortOrder) =>
  sort === 'asc'
    ? [asc(transactions.createdAt), asc(transactions.id)]
    : [desc(transactions.createdAt), desc(transactions.id)];

export async function findPage(
  db: Db,
  where: SQL | undefined,
  sort: SortOrder,
  page: number,
  pageSize: number,
): Promise<TxWithNames[]> {
  return selectWithNames(db)
    .where(where)
    .orderBy(...orderOf(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function findOne(db: Db, where: SQL | undefined): Promise<TxWithNames | null> {
  const [row] = await selectWithNames(db).where(where).limit(1);
  return row ?? null;
}

/** Rows matching, and paid revenue net of refunds, straight from the transactions. */
export async function countAndRevenue(
  db: Db,
  where: SQL | undefined,
): Promise<{ count: number; revenueCents: number }> {
  const [row] = await db
    .select({
      count: sql<string>`count(*)`,
      revenue: sql<string>`coalesce(sum(${transactions.amountCents} - ${transactions.refundedCents}) FILTER (WHERE ${transactions.status} = 'pago'), 0)`,
    })
    .from(transactions)
    .where(where);
  return { count: Number(row?.count ?? 0), revenueCents: Number(row?.revenue ?? 0) };
}

export type Cursor = { createdAt: Date; id: string };

/** One keyset batch after `cursor`: the export reads every matching row this way, in flat memory. */
export async function findBatch(
  db: Db,
  where: SQL | undefined,
  sort: SortOrder,
  cursor: Cursor | null,
  size: number,
): Promise<TxWithNames[]> {
  const after = cursor
    ? sort === 'asc'
      ? or(
          gt(transactions.createdAt, cursor.createdAt),
          and(eq(transactions.createdAt, cursor.createdAt), gt(transactions.id, cursor.id)),
        )
      : or(
          lt(transactions.createdAt, cursor.createdAt),
          and(eq(transactions.createdAt, cursor.createdAt), lt(transactions.id, cursor.id)),
        )
    : undefined;
  return selectWithNames(db)
    .where(and(where, after))
    .orderBy(...orderOf(sort))
    .limit(size);
}
