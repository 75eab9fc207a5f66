import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { marketplaces, sellers } from '../accounts';
import { paymentLinks } from '../links';
import { transactions } from '../payments';
import type { TxWithNames } from './view';

export type SortOrder = 'asc' | 'desc';

// What the list, the detail and the export read: not the provider's raw answer, the BR Code or
// the split rules, whose JSON would cost every row of a million-row export a parse.
const OMITTED = ['providerRaw', 'pixEmv', 'splitRules'] as const;
const allColumns = getTableColumns(transactions);
const txColumns = Object.fromEntries(
  Object.entries(allColumns).filter(([key]) => !(OMITTED as readonly string[]).includes(key)),
) as Omit<typeof allColumns, (typeof OMITTED)[number]>;
export type ListedTransaction = { [K in keyof typeof txColumns]: (typeof transactions.$inferSelect)[K] };

const withNames = {
  tx: txColumns,
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

/**
 * Where a keyset batch resumes. `createdAt` is the database's own text of the timestamp: a JS Date
 * keeps milliseconds, PostgreSQL microseconds, and a rounded cursor would skip or repeat rows.
 */
export type Cursor = { createdAt: string; id: string };

// `created_at <= x` lets the scan start at the cursor on the (…, created_at) indexes; the OR
// then settles ties on the id.
const afterCursor = (sort: SortOrder, cursor: Cursor | null): SQL | undefined => {
  if (!cursor) return undefined;
  const at = sql`${cursor.createdAt}::timestamptz`;
  return sort === 'asc'
    ? sql`${transactions.createdAt} >= ${at} AND (${transactions.createdAt} > ${at} OR ${transactions.id} > ${cursor.id})`
    : sql`${transactions.createdAt} <= ${at} AND (${transactions.createdAt} < ${at} OR ${transactions.id} < ${cursor.id})`;
};

/** The export's flat row: only the columns the CSV writes (a million rows pay for each one). */
const exportColumns = {
  id: transactions.id,
  createdAt: transactions.createdAt,
  status: transactions.status,
  method: transactions.method,
  installments: transactions.installments,
  amountCents: transactions.amountCents,
  netCents:
    sql<number>`coalesce(${transactions.netCents}, ${transactions.amountCents} - ${transactions.feesCents})`.mapWith(
      Number,
    ),
  refundedCents: transactions.refundedCents,
  payerName: transactions.payerName,
  payerEmail: transactions.payerEmail,
  payerPhone: transactions.payerPhone,
  sellerNome: sellers.nome,
  marketplaceNome: marketplaces.nome,
  linkDescription: paymentLinks.description,
  providerId: transactions.providerId,
  latePayment: transactions.latePayment,
  cursorAt: sql<string>`${transactions.createdAt}::text`,
};

const exportQuery = (db: Db) =>
  db
    .select(exportColumns)
    .from(transactions)
    .innerJoin(sellers, eq(sellers.id, transactions.sellerId))
    .innerJoin(marketplaces, eq(marketplaces.id, transactions.marketplaceId))
    .leftJoin(paymentLinks, eq(paymentLinks.id, transactions.linkId));
export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportQuery>['execute']>>[number];

export async function findExportBatch(
  db: Db,
  where: SQL | undefined,
  sort: SortOrder,
  cursor: Cursor | null,
  size: number,
): Promise<ExportRow[]> {
  return exportQuery(db)
    .where(and(where, afterCursor(sort, cursor)))
    .orderBy(...orderOf(sort))
    .limit(size);
}
