import { answerSchemaOf, linksContract } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { type PrecompressedJson, precompressJson } from '../../platform/http/precompressed';
import { NotifiedCache } from '../../platform/notified-cache';
import { brandSettingsFor } from '../accounts';
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
export const createLinkViewCache = () => new NotifiedCache<PrecompressedJson>('pagora_link_changed');
export type LinkViewCache = NotifiedCache<PrecompressedJson>;

/** The payer view's JSON bytes, as the route sends them without compression. */
export const cachedPayerAnswer = async (ctx: AppContext, linkId: string): Promise<Buffer> =>
  (await cachedPayerAnswers(ctx, linkId)).plain;

export function cachedPayerAnswers(ctx: AppContext, linkId: string): Promise<PrecompressedJson> {
  return ctx.linkViews.get(linkId, async () => {
    const link = await loadPayableLink(ctx.db, linkId);
    const view = payerView(link);
    const branding = await brandSettingsFor(ctx.db, link.marketplace.id, ctx.brands);
    const answer = answerSchema.parse({
      payments: { ...view, marketplace: { ...view.marketplace, branding } },
    });
    return precompressJson(Buffer.from(JSON.stringify(answer)));
  });
}

export const forgetPayerView = (ctx: AppContext, linkId: string) =>
  ctx.linkViews.invalidate(ctx.database, linkId);
