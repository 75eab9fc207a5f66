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
export const createLinkViewCache = () => new NotifiedCache<CachedView>('pagora_link_changed');
export type LinkViewCache = NotifiedCache<CachedView>;
/**
 * `staleAt`: a link with a closing date closes without any write, so its entry is good until then
 * only. A payment that closes a link drops the entry through the same channel (a trigger, 0660).
 */
type CachedView = { answer: PrecompressedJson; staleAt: number | null; page?: Promise<PayerPage | null> };

/** `/pay/:linkId` as sent for a payable link (payer-page.ts), made from the entry's own answer. */
export type PayerPage = { html: PrecompressedJson; addressed: boolean };

/** The payer view's JSON bytes, as the route sends them without compression. */
export const cachedPayerAnswer = async (ctx: AppContext, linkId: string): Promise<Buffer> =>
  (await cachedPayerAnswers(ctx, linkId)).plain;

/** The answer when a fresh one is cached, without a promise (the route's common case); else undefined. */
export function freshPayerAnswers(ctx: AppContext, linkId: string): PrecompressedJson | undefined {
  const cached = ctx.linkViews.peek(linkId)?.value;
  return cached && isFresh(cached) ? cached.answer : undefined;
}

const isFresh = (view: CachedView): boolean => view.staleAt === null || view.staleAt > Date.now();

export async function cachedPayerAnswers(ctx: AppContext, linkId: string): Promise<PrecompressedJson> {
  return (await freshEntry(ctx, linkId)).answer;
}

/**
 * The payer page of a payable link, made by `make` from the cached answer once per fill and kept
 * beside it (a shared link's page costs a lookup, like its JSON); dropped with the entry, so an
 * edit or a payment that closes the link renders it anew. A failed `make` is not kept.
 */
export async function cachedPayerPage(
  ctx: AppContext,
  linkId: string,
  make: (answer: PrecompressedJson) => Promise<PayerPage | null>,
): Promise<PayerPage | null> {
  const entry = await freshEntry(ctx, linkId);
  entry.page ??= make(entry.answer).catch((err: unknown) => {
    entry.page = undefined;
    throw err;
  });
  return entry.page;
}

async function freshEntry(ctx: AppContext, linkId: string): Promise<CachedView> {
  const cached = await ctx.linkViews.get(linkId, () => loadAnswer(ctx, linkId));
  if (isFresh(cached)) return cached;
  await ctx.linkViews.invalidate(ctx.database, linkId);
  return ctx.linkViews.get(linkId, () => loadAnswer(ctx, linkId));
}

async function loadAnswer(ctx: AppContext, linkId: string): Promise<CachedView> {
  const link = await loadPayableLink(ctx.db, linkId);
  const view = payerView(link);
  const branding = await brandSettingsFor(ctx.db, link.marketplace.id, ctx.brands);
  // A seller still under review at the provider cannot be paid yet: the page says why.
  const unavailableReason = link.receivingBlock;
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
