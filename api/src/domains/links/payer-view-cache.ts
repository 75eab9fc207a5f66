import { answerSchemaOf, linksContract } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { NotifiedCache } from '../../platform/notified-cache';
import { brandSettingsFor, receivingBlock } from '../accounts';
import { loadPayableLink } from './payable-link';
import { payerView } from './payer-view';

const answerSchema = answerSchemaOf(linksContract.payerView);

/**
 * GET /payment-ver is the payer's hot path (a link shared in a WhatsApp blast): its whole answer is
 * cached per link as the bytes sent, so a request costs a lookup and a write — no pricing, no
 * serializing. The bytes are made once per fill through the contract's schema (which drops any
 * field it does not name, as the route's serializer would). Link edits and deletes drop the entry,
 * plan and brand changes drop them all (app-context.ts), on every instance. Charges never read
 * this cache: they load the link fresh.
 */
export const createLinkViewCache = () => new NotifiedCache<CachedView>('pagora_link_changed');
export type LinkViewCache = NotifiedCache<CachedView>;
/**
 * `staleAt`: a link with a closing date closes without any write, so its entry is good until then
 * only. A payment that closes a link drops the entry through the same channel (a trigger, 0660).
 */
type CachedView = { bytes: Buffer; staleAt: number | null };

export async function cachedPayerAnswer(ctx: AppContext, linkId: string): Promise<Buffer> {
  const cached = await ctx.linkViews.get(linkId, () => loadAnswer(ctx, linkId));
  if (cached.staleAt === null || cached.staleAt > Date.now()) return cached.bytes;
  await ctx.linkViews.invalidate(ctx.database, linkId);
  return (await ctx.linkViews.get(linkId, () => loadAnswer(ctx, linkId))).bytes;
}

async function loadAnswer(ctx: AppContext, linkId: string): Promise<CachedView> {
  const link = await loadPayableLink(ctx.db, linkId);
  const view = payerView(link);
  const branding = await brandSettingsFor(ctx.db, link.marketplace.id, ctx.brands);
  // A seller still under review at the provider cannot be paid yet: the page says why.
  const unavailableReason = await receivingBlock(ctx.database, link.seller.idSeller);
  const answer = answerSchema.parse({
    payments: {
      ...view,
      marketplace: { ...view.marketplace, branding },
      ...(unavailableReason ? { unavailableReason } : {}),
    },
  });
  const staleAt = !link.closed && link.expiresAt ? link.expiresAt.getTime() : null;
  return { bytes: Buffer.from(JSON.stringify(answer)), staleAt };
}

export const forgetPayerView = (ctx: AppContext, linkId: string) =>
  ctx.linkViews.invalidate(ctx.database, linkId);
