import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { viewRow } from '../../platform/db/read-view';
import type { Db } from '../../platform/db/client';
import { marketplacesView, sellersView } from '../accounts';
import { planNameOfCharge } from '../billing';
import { paymentLinksView } from '../links';
import { transactionsView, type TransactionRow } from '../payments';
import { splitRulesText } from './figures';

export type SortOrder = 'asc' | 'desc';

/**
 * What was sold: the link's description, or for a subscription charge (no link) its plan's name
 * (issue 41). COALESCE evaluates the plan's subquery only for rows without a link description.
 */
const planName = planNameOfCharge(transactionsView.subscriptionChargeId);
const saleDescription = sql<string | null>`coalesce(${paymentLinksView.description}, ${planName})`;

// What the list, the detail and the export read: not the provider's raw answer, the BR Code or
// the split rules as JSON, whose parse would cost every row of a million-row export (the net reads
// them as text, NULL when empty: figures.ts).
const OMITTED = ['providerRaw', 'pixEmv', 'splitRules', 'boleto'] as const;
const allColumns = viewRow(transactionsView);
const txColumns = Object.fromEntries(
  Object.entries(allColumns).filter(([key]) => !(OMITTED as readonly string[]).includes(key)),
) as Omit<typeof allColumns, (typeof OMITTED)[number]>;
export type ListedTransaction = { [K in keyof typeof txColumns]: TransactionRow[K] };

/** A transaction with the names the list shows beside it. */
export type TxWithNames = {
  tx: ListedTransaction;
  sellerNome: string;
  marketplaceNome: string;
  linkDescription: string | null;
  /** The link's description or the subscription plan's name (`saleDescription`). */
  description: string | null;
  linkAmountCents: number | null;
  linkCreatedAt: Date | null;
  /** The sale's split rules as text, null without any (figures.ts). */
  splitRules: string | null;
};

const withNames = {
  tx: txColumns,
  sellerNome: sellersView.nome,
  marketplaceNome: marketplacesView.nome,
  linkDescription: paymentLinksView.description,
  description: saleDescription,
  linkAmountCents: paymentLinksView.amountCents,
  linkCreatedAt: paymentLinksView.createdAt,
  splitRules: splitRulesText,
};

const selectWithNames = (db: Db) =>
  db
    .select(withNames)
    .from(transactionsView)
    .innerJoin(sellersView, eq(sellersView.id, transactionsView.sellerId))
    .innerJoin(marketplacesView, eq(marketplacesView.id, transactionsView.marketplaceId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactionsView.linkId));

// (created_at, id) orders ties too, so pages and export batches never skip or repeat a row.
const orderOf = (sort: SortOrder) =>
  sort === 'asc'
    ? [asc(transactionsView.createdAt), asc(transactionsView.id)]
    : [desc(transactionsView.createdAt), desc(transactionsView.id)];

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
      revenue: sql<string>`coalesce(sum(${transactionsView.amountCents} - ${transactionsView.refundedCents}) FILTER (WHERE ${transactionsView.status} = 'pago'), 0)`,
    })
    .from(transactionsView)
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
    ? sql`${transactionsView.createdAt} >= ${at} AND (${transactionsView.createdAt} > ${at} OR ${transactionsView.id} > ${cursor.id})`
    : sql`${transactionsView.createdAt} <= ${at} AND (${transactionsView.createdAt} < ${at} OR ${transactionsView.id} < ${cursor.id})`;
};

/** The export's flat row: only the columns the CSV writes (a million rows pay for each one). */
const exportColumns = {
  id: transactionsView.id,
  createdAt: transactionsView.createdAt,
  status: transactionsView.status,
  method: transactionsView.method,
  installments: transactionsView.installments,
  amountCents: transactionsView.amountCents,
  feesCents: transactionsView.feesCents,
  splitRules: splitRulesText,
  refundedCents: transactionsView.refundedCents,
  payerName: transactionsView.payerName,
  payerEmail: transactionsView.payerEmail,
  payerPhone: transactionsView.payerPhone,
  sellerNome: sellersView.nome,
  marketplaceNome: marketplacesView.nome,
  description: saleDescription,
  providerId: transactionsView.providerId,
  latePayment: transactionsView.latePayment,
  quantity: transactionsView.quantity,
  couponCode: transactionsView.couponCode,
  discountCents: transactionsView.discountCents,
  customFields: transactionsView.customFields,
  cursorAt: sql<string>`${transactionsView.createdAt}::text`,
};

const exportQuery = (db: Db) =>
  db
    .select(exportColumns)
    .from(transactionsView)
    .innerJoin(sellersView, eq(sellersView.id, transactionsView.sellerId))
    .innerJoin(marketplacesView, eq(marketplacesView.id, transactionsView.marketplaceId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactionsView.linkId));
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
