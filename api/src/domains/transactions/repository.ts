import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FieldAnswer } from '@pagora/shared';
import { viewRow } from '../../platform/db/read-view';
import { rowsOf } from '../../platform/db/sql-helpers';
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

/**
 * The export's flat row: only the columns the CSV writes (a million rows pay for each one), each
 * under its own name, read as the driver answers it. Drizzle's mapping of a selected row into
 * typed values cost about 13 µs a row (a third of the export's CPU, issue 42), more than
 * formatting it; the few conversions the CSV needs are made in `exportRowOf`.
 */
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
  sellerId: transactionsView.sellerId,
  marketplaceNome: marketplacesView.nome,
  description: saleDescription,
  providerId: transactionsView.providerId,
  latePayment: transactionsView.latePayment,
  quantity: transactionsView.quantity,
  couponCode: transactionsView.couponCode,
  discountCents: transactionsView.discountCents,
  customFields: transactionsView.customFields,
};
type ExportColumn = keyof typeof exportColumns;

// Raw rows are keyed by the names PostgreSQL gives the columns, so each is named after its key.
const aliased = Object.fromEntries(
  Object.entries(exportColumns).map(([key, column]) => [key, sql`${column}`.as(key)]),
) as { [K in ExportColumn]: SQL.Aliased };

const exportQuery = (db: Db) =>
  db
    .select(aliased)
    .from(transactionsView)
    .innerJoin(marketplacesView, eq(marketplacesView.id, transactionsView.marketplaceId))
    .leftJoin(paymentLinksView, eq(paymentLinksView.id, transactionsView.linkId));

/** A column's value as both drivers answer it: timestamps as the database's text, int8 maybe as text. */
type RawExportRow = { [K in ExportColumn]: unknown };

export type ExportRow = {
  id: string;
  createdAt: Date;
  status: string;
  method: string;
  installments: number;
  amountCents: number;
  feesCents: number;
  /** As text, null without any (figures.ts). */
  splitRules: string | null;
  refundedCents: number;
  payerName: string | null;
  payerEmail: string | null;
  payerPhone: string | null;
  sellerNome: string;
  marketplaceNome: string;
  description: string | null;
  providerId: string | null;
  latePayment: boolean;
  quantity: number;
  couponCode: string | null;
  discountCents: number;
  customFields: FieldAnswer[];
};

// int8 arrives as text from node-postgres (as a number or bigint from PGlite): `Number` reads all three.
const exportRowOf = (raw: RawExportRow, sellerNames: SellerNames): ExportRow => ({
  id: raw.id as string,
  createdAt: new Date(raw.createdAt as string),
  status: raw.status as string,
  method: raw.method as string,
  installments: raw.installments as number,
  amountCents: Number(raw.amountCents),
  feesCents: Number(raw.feesCents),
  splitRules: raw.splitRules as string | null,
  refundedCents: Number(raw.refundedCents),
  payerName: raw.payerName as string | null,
  payerEmail: raw.payerEmail as string | null,
  payerPhone: raw.payerPhone as string | null,
  sellerNome: sellerNames.get(raw.sellerId as string) ?? '',
  marketplaceNome: raw.marketplaceNome as string,
  description: raw.description as string | null,
  providerId: raw.providerId as string | null,
  latePayment: raw.latePayment as boolean,
  quantity: raw.quantity as number,
  couponCode: raw.couponCode as string | null,
  discountCents: Number(raw.discountCents),
  customFields: raw.customFields as FieldAnswer[],
});

/**
 * Sellers' names by id, kept for one export. Joined, every batch looked its sellers up again (an
 * index probe per seller per batch, a third of the batch's time at 300,000 rows over 50,000
 * sellers, issue 42); kept, each is read once. Bounded by the number of sellers, not of rows.
 */
export type SellerNames = Map<string, string>;

async function readSellerNames(db: Db, rows: RawExportRow[], names: SellerNames): Promise<void> {
  const missing = [...new Set(rows.map((row) => row.sellerId as string))].filter((id) => !names.has(id));
  if (missing.length === 0) return;
  const found = await db
    .select({ id: sellersView.id, nome: sellersView.nome })
    .from(sellersView)
    .where(inArray(sellersView.id, missing));
  for (const seller of found) names.set(seller.id, seller.nome);
}

/**
 * One keyset batch: how many rows it read, where the next one resumes, and its rows, each
 * converted as it is read. Converted all at once, a batch was held twice while it was written,
 * long enough for the garbage collector to copy both into the old generation (issue 42).
 */
export type ExportBatch = { count: number; next: Cursor | null; rows: Iterable<ExportRow> };

function* converted(rows: RawExportRow[], sellerNames: SellerNames): Generator<ExportRow> {
  for (const row of rows) yield exportRowOf(row, sellerNames);
}

export async function findExportBatch(
  db: Db,
  where: SQL | undefined,
  sort: SortOrder,
  cursor: Cursor | null,
  size: number,
  sellerNames: SellerNames,
): Promise<ExportBatch> {
  const query = exportQuery(db)
    .where(and(where, afterCursor(sort, cursor)))
    .orderBy(...orderOf(sort))
    .limit(size);
  const rows = rowsOf<RawExportRow>(await db.execute(query));
  await readSellerNames(db, rows, sellerNames);
  const last = rows[rows.length - 1];
  // The timestamp as the database wrote it (text): see `Cursor`.
  const next = last ? { createdAt: last.createdAt as string, id: last.id as string } : null;
  return { count: rows.length, next, rows: converted(rows, sellerNames) };
}
