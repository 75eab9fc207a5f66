import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { listMarketplaceSummaries, listSellerSummaries } from '../accounts';
import type { Principal } from '../../platform/principal';
import { linkScope } from './link-scope';
import { listLinks, type LinkFilters } from './repository';

/**
 * GET /payment/:userId: the caller's links, newest first, one page. The path names the caller (the spec's
 * client sends its own id); another user's id answers 404, except for an admin, who sees all links
 * and narrows them with the filters.
 */
export async function listPaymentLinks(
  ctx: AppContext,
  who: Principal,
  userId: string,
  filters: LinkFilters & { page: number; pageSize: number },
) {
  if (who.cargo !== 'admin' && userId !== who.userId) throw AppError.notFound();
  return listLinks(ctx.db, linkScope(who), filters);
}

/** GET /payment-filters (admin): the option lists of the marketplace and seller filters. */
export async function linkFilterOptions(ctx: AppContext) {
  const [marketplaces, sellers] = await Promise.all([
    listMarketplaceSummaries(ctx.db),
    listSellerSummaries(ctx.db),
  ]);
  return {
    marketplaces: marketplaces.map((m) => ({ id: m.id, nome: m.nome })),
    sellers: sellers.map((s) => ({ id: s.id, nome: s.name, marketplaceId: s.marketplaceId })),
  };
}
