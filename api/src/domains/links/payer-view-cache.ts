import { answerSchemaOf, linksContract } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { type PrecompressedJson, precompressJson } from '../../platform/http/precompressed';
import { NotifiedCache } from '../../platform/notified-cache';
import { brandSettingsFor, receivingBlock } from '../accounts';
import { loadPayableLink } from './payable-link';
import { payerView } from './payer-view';

const answerSchema = answerSchemaOf(linksContract.payerView);

/**
 * GET /payment-ver is the payer's hot path (a link shared in a WhatsApp blast): its whole answer is
 * cached per link as the bytes sent, so a request costs a lookup and a write — no pricing, no
 * serializing, no compressing (brotli and gzip copies sit beside the plain bytes). The bytes are
 * made once per fill through the contract's schema (which drops any field it does not name, as the
 * route's serializer would). Link edits and deletes drop the entry,
 * plan and brand changes drop them all (app-context.ts), on every instance. Charges never read
 * this cache: they load the link fresh.
 */
export const createLinkViewCache = () => new NotifiedCache<CachedView>('pagora_link_changed');
export type LinkViewCache = NotifiedCache<CachedView>;
/**
 * `staleAt`: a link with a closing date closes without any write, so its entry is good until then
 * only. A payment that closes a link drops the entry through the same channel (a trigger, 0660).
 */
type CachedView = { answer: PrecompressedJson; staleAt: number | null };

/** The payer view's JSON bytes, as the route sends them without compression. */
export const cachedPayerAnswer = async (ctx: AppContext, linkId: string): Promise<Buffer> =>
  (await cachedPayerAnswers(ctx, linkId)).plain;

export async function cachedPayerAnswers(ctx: AppContext, linkId: string): Promise<PrecompressedJson> {
  const cached = await ctx.linkViews.get(linkId, () => loadAnswer(ctx, linkId));
  if (cached.staleAt === null || cached.staleAt > Date.now()) return cached.answer;
  await ctx.linkViews.invalidate(ctx.database, linkId);
  return (await ctx.linkViews.get(linkId, () => loadAnswer(ctx, linkId))).answer;
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
  return { answer: await precompressJson(Buffer.from(JSON.stringify(answer))), staleAt };
}

export const forgetPayerView = (ctx: AppContext, linkId: string) =>
  ctx.linkViews.invalidate(ctx.database, linkId);
