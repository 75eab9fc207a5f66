import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { centsToReais } from '@pagora/shared';
import type { MarketplaceSummary } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { escapeLike } from '../../platform/db/sql-helpers';
import { marketplaceLoginIdMatches, marketplaceOwnerOf, marketplacesView, sellersView } from '../accounts';
import { paidRevenueByMarketplace } from '../transactions';
import { MARKETPLACE_ROW_ID } from './repository';

export type MarketplacePageQuery = { page: number; pageSize: number; q?: string | undefined };

const OWNER_ID = marketplaceOwnerOf(MARKETPLACE_ROW_ID);

function matching(q: string | undefined) {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  // A document typed with its mask ('11.222.333') is searched by its digits; other terms are not.
  const digits = /^[\d./\s-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  return or(
    sql`${marketplacesView.nome} ILIKE ${like}`,
    sql`${marketplacesView.email} ILIKE ${like}`,
    sql`${marketplacesView.idZoop} ILIKE ${like}`,
    sql`${marketplacesView.id}::text ILIKE ${like}`,
    digits ? sql`${marketplacesView.cpfCnpj} LIKE ${`%${digits}%`}` : undefined,
    marketplaceLoginIdMatches(MARKETPLACE_ROW_ID, like),
  );
}

/**
 * GET /marketplaces: an admin sees every marketplace, a marketplace user its own, a seller its
 * marketplace; one page by name, each with its active sellers' count and paid revenue net of
 * refunds, all time, exact. Counts and revenue are read for the page's marketplaces only, so a
 * page costs the same however many marketplaces and sellers there are. Removed ones are left out.
 */
export async function listMarketplaces(
  db: Db,
  who: Principal,
  query: MarketplacePageQuery,
): Promise<{ dados: MarketplaceSummary[]; total: number }> {
  const own = who.cargo === 'admin' ? null : who.marketplaceId;
  if (who.cargo !== 'admin' && !own) return { dados: [], total: 0 };
  const where = and(
    isNull(marketplacesView.deletedAt),
    own ? eq(marketplacesView.id, own) : undefined,
    matching(query.q),
  );
  const rows = await db
    .select({
      id: marketplacesView.id,
      nome: marketplacesView.nome,
      email: marketplacesView.email,
      status: marketplacesView.status,
      userId: OWNER_ID,
    })
    .from(marketplacesView)
    .where(where)
    .orderBy(asc(marketplacesView.nome), asc(marketplacesView.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = Number((await db.select({ n: count() }).from(marketplacesView).where(where))[0]?.n ?? 0);
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { dados: [], total };

  const sellerCounts = await db
    .select({ marketplaceId: sellersView.marketplaceId, n: count() })
    .from(sellersView)
    .where(and(inArray(sellersView.marketplaceId, ids), isNull(sellersView.deletedAt)))
    .groupBy(sellersView.marketplaceId);
  const centsOf = await paidRevenueByMarketplace(db, ids);
  const countOf = new Map(sellerCounts.map((c) => [c.marketplaceId, Number(c.n)]));

  const dados = rows.map((r): MarketplaceSummary => {
    const cents = centsOf.get(r.id) ?? 0;
    return {
      id: r.id,
      cliente: {
        id: r.userId ?? r.id,
        nome: r.nome,
        email: r.email,
        status: r.status === 'active' ? 'ativo' : 'inativo',
      },
      quantidade_vendedores: countOf.get(r.id) ?? 0,
      total_faturado: centsToReais(cents),
      total_faturado_cents: cents,
    };
  });
  return { dados, total };
}
