import { and, asc, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { loginInterestPlanOf, marketplacesView, providerStatusOf, sellersView } from '../accounts';
import type { SellerJoined } from './views';
import { containsPattern } from '../../platform/db/sql-helpers';

/** Plain reads of sellers and marketplaces; callers decide who may see what. */

export const isUuid = (v: string) => UUID_PATTERN.test(v);

const sellerColumns = {
  id: sellersView.id,
  userId: sellersView.userId,
  idSeller: sellersView.idSeller,
  marketplaceId: sellersView.marketplaceId,
  marketplaceNome: marketplacesView.nome,
  nome: sellersView.nome,
  email: sellersView.email,
  cpfCnpj: sellersView.cpfCnpj,
  contactPerson: sellersView.contactPerson,
  phone: sellersView.phone,
  website: sellersView.website,
  address: sellersView.address,
  taxaPadrao: sellersView.taxaPadrao,
  taxaRepasseJuros: sellersView.taxaRepasseJuros,
  createdAt: sellersView.createdAt,
  deletedAt: sellersView.deletedAt,
  /** The seller login's interest plan choice (null: its marketplace's default). */
  idJuros: loginInterestPlanOf(sellersView.userId),
  // No row: a typed or seeded provider id, taken as approved (migration 0621).
  providerStatus: providerStatusOf(sellersView.idSeller),
};

/** A seller by its id or its login's (cliente) id; removed ones only when asked for. */
export async function findSeller(
  db: Db,
  idOrUserId: string,
  opts: { includeRemoved?: boolean } = {},
): Promise<SellerJoined | undefined> {
  if (!isUuid(idOrUserId)) return undefined;
  const rows = await db
    .select(sellerColumns)
    .from(sellersView)
    .innerJoin(marketplacesView, eq(marketplacesView.id, sellersView.marketplaceId))
    .where(
      and(
        or(eq(sellersView.id, idOrUserId), eq(sellersView.userId, idOrUserId)),
        opts.includeRemoved ? undefined : isNull(sellersView.deletedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Ids (uuids, the provider's hex id) only hold hex digits and dashes: other terms skip them. */
const couldBeId = (q: string) => /^[0-9a-f-]+$/i.test(q);

function sellerWhere(f: ListFilter) {
  // Lowercased generated columns with trigram indexes (migration 0410): LIKE on them is ILIKE on
  // the source columns, and uses the index.
  const like = containsPattern(f.q?.toLowerCase());
  const match = like
    ? f.q && couldBeId(f.q)
      ? sql`("sellers".search_name LIKE ${like} OR "sellers".search_ids LIKE ${like})`
      : sql`"sellers".search_name LIKE ${like}`
    : undefined;
  return and(
    f.removed ? isNotNull(sellersView.deletedAt) : isNull(sellersView.deletedAt),
    f.marketplaceId ? eq(sellersView.marketplaceId, f.marketplaceId) : undefined,
    match,
  );
}

type ListFilter = {
  marketplaceId?: string | undefined;
  q?: string | undefined;
  /** Only the removed sellers instead of the active ones. */
  removed?: boolean;
};

/**
 * Active sellers by name, from `offset`; `q` matches name, email, ids and the provider id.
 * The page's ids are found first, on `sellers` alone (an index walk by name that stops after
 * `offset + limit` rows), and only those rows are joined and projected: a deep page (250 of a
 * 5,000-seller tenant) no longer builds 2,500 joined rows to throw away. Unfiltered, the total is
 * a separate count; searched, every match is read and sorted anyway, so the total rides along
 * with the page (`count(*) OVER ()`): one scan instead of two (bench: `npm run bench -- sellers`).
 */
export async function sellerRows(
  db: Db,
  f: ListFilter & { offset: number; limit: number },
): Promise<{ rows: SellerJoined[]; total: number }> {
  const where: SQL | undefined = sellerWhere(f);
  const counted = async () =>
    Number((await db.select({ n: count() }).from(sellersView).where(where))[0]?.n ?? 0);
  if (f.limit <= 0) return { rows: [], total: await counted() };
  const withTotal = Boolean(f.q);
  const pageIds = db
    .select({
      id: sellersView.id,
      total: sql<number>`${withTotal ? sql`count(*) OVER ()` : sql`0`}`.mapWith(Number).as('total'),
    })
    .from(sellersView)
    .where(where)
    .orderBy(asc(sellersView.nome), asc(sellersView.id))
    .limit(f.limit)
    .offset(f.offset)
    .as('page_ids');
  const page = await db
    .select({ ...sellerColumns, total: pageIds.total })
    .from(pageIds)
    .innerJoin(sellersView, eq(sellersView.id, pageIds.id))
    .innerJoin(marketplacesView, eq(marketplacesView.id, sellersView.marketplaceId))
    .orderBy(asc(sellersView.nome), asc(sellersView.id));
  const total = withTotal && page[0] ? page[0].total : await counted();
  return { rows: page.map(({ total: _total, ...row }) => row), total };
}

/** One page of active (or, asked for, removed) sellers, by name. */
export async function listSellers(db: Db, f: ListFilter & { page: number; pageSize: number }) {
  return sellerRows(db, { ...f, offset: (f.page - 1) * f.pageSize, limit: f.pageSize });
}

/** Another seller record (removed ones included) already holding this provider id. */
export async function providerIdTaken(db: Db, idSeller: string, exceptSellerId?: string) {
  const rows = await db
    .select({ id: sellersView.id })
    .from(sellersView)
    .where(
      and(
        eq(sellersView.idSeller, idSeller),
        exceptSellerId ? sql`${sellersView.id} <> ${exceptSellerId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Postgres unique violations, by constraint name when the driver gives it. */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const x = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (x.code === '23505') {
      const text = `${typeof x.constraint === 'string' ? x.constraint : ''} ${typeof x.message === 'string' ? x.message : ''}`;
      return { constraint: text };
    }
  }
  return null;
}
