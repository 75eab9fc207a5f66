import type { checkoutColumns } from './checkout-settings';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { marketplacesView, sellersView } from '../accounts';
import { removedSplitRecipients } from './split-rules';
import { paymentLinks, type PaymentLinkRow } from './tables';
import { escapeLike } from '../../platform/db/sql-helpers';

/** Plain-object reads and writes of payment links; `scope` conditions come from `link-scope.ts`. */

const linkWithNames = {
  link: paymentLinks,
  sellerNome: sellersView.nome,
  marketplaceNome: marketplacesView.nome,
  removedRecipients: removedSplitRecipients(),
};
export type LinkWithNames = {
  link: PaymentLinkRow;
  sellerNome: string;
  marketplaceNome: string;
  /** Split recipients of this link whose seller has since been removed. */
  removedRecipients: string[];
};

export type LinkFilters = { marketplaceId?: string; sellerId?: string; q?: string };

/** Live (not deleted) links within `scope`, newest first, one page; `total` counts them all. */
export async function listLinks(
  db: Db,
  scope: SQL,
  filters: LinkFilters & { page: number; pageSize: number },
): Promise<{ rows: LinkWithNames[]; total: number }> {
  const pattern = filters.q ? `%${escapeLike(filters.q)}%` : undefined;
  const where = and(
    scope,
    isNull(paymentLinks.deletedAt),
    filters.marketplaceId ? eq(paymentLinks.marketplaceId, filters.marketplaceId) : undefined,
    filters.sellerId ? eq(paymentLinks.sellerId, filters.sellerId) : undefined,
    pattern ? or(ilike(paymentLinks.description, pattern), ilike(paymentLinks.id, pattern)) : undefined,
  );
  const rows = await db
    .select(linkWithNames)
    .from(paymentLinks)
    .innerJoin(sellersView, eq(sellersView.id, paymentLinks.sellerId))
    .innerJoin(marketplacesView, eq(marketplacesView.id, paymentLinks.marketplaceId))
    .where(where)
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [counted] = await db.select({ n: count() }).from(paymentLinks).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** One live link within `scope`, with names; undefined when foreign, deleted or unknown. */
export async function findLink(db: Db, scope: SQL, id: string): Promise<LinkWithNames | undefined> {
  const rows = await db
    .select(linkWithNames)
    .from(paymentLinks)
    .innerJoin(sellersView, eq(sellersView.id, paymentLinks.sellerId))
    .innerJoin(marketplacesView, eq(marketplacesView.id, paymentLinks.marketplaceId))
    .where(and(eq(paymentLinks.id, id), scope, isNull(paymentLinks.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function insertLink(db: Db, values: typeof paymentLinks.$inferInsert): Promise<PaymentLinkRow> {
  const [row] = await db.insert(paymentLinks).values(values).returning();
  if (!row) throw new Error('payment link insert returned nothing');
  return row;
}

export type LinkPatch = Pick<
  PaymentLinkRow,
  | 'amountCents'
  | 'description'
  | 'parcelasSemJuros'
  | 'paymentMethods'
  | 'boletoDueDays'
  | 'boletoLateFeeHundredths'
  | 'boletoMonthlyInterestHundredths'
> &
  Partial<Pick<PaymentLinkRow, 'splitRules'>> &
  Partial<ReturnType<typeof checkoutColumns>>;

/** Returns whether a live link within `scope` was changed. */
export async function updateLink(db: Db, scope: SQL, id: string, patch: LinkPatch): Promise<boolean> {
  const rows = await db
    .update(paymentLinks)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(paymentLinks.id, id), scope, isNull(paymentLinks.deletedAt)))
    .returning({ id: paymentLinks.id });
  return rows.length > 0;
}

export async function softDeleteLink(db: Db, scope: SQL, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentLinks)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(paymentLinks.id, id), scope, isNull(paymentLinks.deletedAt)))
    .returning({ id: paymentLinks.id });
  return rows.length > 0;
}

/** The login of a seller: a link's audit rows are readable by it. */
export async function sellerUserId(db: Db, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: sellersView.userId })
    .from(sellersView)
    .where(eq(sellersView.id, sellerId))
    .limit(1);
  return row?.userId ?? null;
}
