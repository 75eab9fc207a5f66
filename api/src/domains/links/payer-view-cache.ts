import type { AppContext } from '../../platform/context';
import { NotifiedCache } from '../../platform/notified-cache';
import { brandSettingsFor } from '../accounts';
import { loadPayableLink } from './payable-link';
import type { PayerLink } from '@pagora/shared/contracts';
import { payerView } from './payer-view';

/**
 * GET /payment-ver is the payer's hot path: its priced view is cached per link (the branding is
 * read from the brand cache at answer time, so a brand edit shows at once). Edits and deletes
 * invalidate the entry on every instance. Charges never read this cache: they load the link fresh.
 */
type CachedView = { view: PayerLink; marketplaceId: string };
export const createLinkViewCache = () => new NotifiedCache<CachedView>('pagora_link_changed');
export type LinkViewCache = NotifiedCache<CachedView>;

export async function cachedPayerView(ctx: AppContext, linkId: string): Promise<PayerLink> {
  const { view, marketplaceId } = await ctx.linkViews.get(linkId, async () => {
    const link = await loadPayableLink(ctx.db, linkId);
    return { view: payerView(link), marketplaceId: link.marketplace.id };
  });
  const branding = await brandSettingsFor(ctx.db, marketplaceId, ctx.brands);
  return { ...view, marketplace: { ...view.marketplace, branding } };
}

export const forgetPayerView = (ctx: AppContext, linkId: string) =>
  ctx.linkViews.invalidate(ctx.database, linkId);
