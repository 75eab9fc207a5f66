import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { centsToReais } from '@pagora/shared';
import type { MarketplaceSummary } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { marketplaces, sellers, type Principal } from '../accounts';
import { txMonthly } from './tables';

/**
 * GET /marketplaces: an admin sees every marketplace, a marketplace user its own, a seller its
 * marketplace; each with its active sellers' count and paid revenue net of refunds, all time,
 * exact. Removed marketplaces and sellers are left out.
 */
export async function listMarketplaces(db: Db, who: Principal): Promise<MarketplaceSummary[]> {
  const own = who.cargo === 'admin' ? null : who.marketplaceId;
  if (who.cargo !== 'admin' && !own) return [];
  const sellerCount = db
    .select({ marketplaceId: sellers.marketplaceId, n: sql<string>`count(*)`.as('n') })
    .from(sellers)
    .where(isNull(sellers.deletedAt))
    .groupBy(sellers.marketplaceId)
    .as('seller_count');
  const revenue = db
    .select({
      marketplaceId: txMonthly.marketplaceId,
      cents: sql<string>`sum(${txMonthly.amountCents} - ${txMonthly.refundedCents})`.as('cents'),
    })
    .from(txMonthly)
    .where(eq(txMonthly.status, 'pago'))
    .groupBy(txMonthly.marketplaceId)
    .as('revenue');
  const rows = await db
    .select({
      id: marketplaces.id,
      nome: marketplaces.nome,
      email: marketplaces.email,
      status: marketplaces.status,
      userId: sql<
        string | null
      >`(SELECT u.id FROM users u WHERE u.marketplace_id = ${marketplaces.id} AND u.cargo = 'marketplace' ORDER BY u.created_at LIMIT 1)`,
      sellers: sql<string | null>`${sellerCount.n}`,
      cents: sql<string | null>`${revenue.cents}`,
    })
    .from(marketplaces)
    .leftJoin(sellerCount, eq(sellerCount.marketplaceId, marketplaces.id))
    .leftJoin(revenue, eq(revenue.marketplaceId, marketplaces.id))
    .where(and(isNull(marketplaces.deletedAt), own ? eq(marketplaces.id, own) : undefined))
    .orderBy(asc(marketplaces.nome));
  return rows.map((r) => {
    const cents = Number(r.cents ?? 0);
    return {
      id: r.id,
      cliente: {
        id: r.userId ?? r.id,
        nome: r.nome,
        email: r.email,
        status: r.status === 'active' ? 'ativo' : 'inativo',
      },
      quantidade_vendedores: Number(r.sellers ?? 0),
      total_faturado: centsToReais(cents),
      total_faturado_cents: cents,
    };
  });
}
