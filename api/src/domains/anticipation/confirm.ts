import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Anticipation, AnticipationRequest } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { gateway } from '../gateway';
import { oneAtATime, payoutsNow, sellerInScope, type PayoutSeller } from '../payouts';
import { applyPrepayment } from './apply';
import { runAnticipationChangeHooks } from './hooks';
import { providerInput, providerQuote, quoteView } from './quote';
import { changeOf, moveAnticipation } from './status';
import { anticipations, type AnticipationRow } from './tables';
import { anticipationView } from './views';

export const KEY_REQUIRED = 'Informe o cabeçalho Idempotency-Key para confirmar a antecipação.';
export const KEY_REUSED = 'Esta Idempotency-Key já foi usada em outra antecipação.';

/** What a key stands for: the seller and what was asked (never who asked it). */
const digestOf = (sellerId: string, r: AnticipationRequest) =>
  createHash('sha256')
    .update(JSON.stringify([sellerId, r.valor ?? null, r.de ?? null, r.ate ?? null]))
    .digest('base64url');

/**
 * 'Confirmar antecipação': one request per Idempotency-Key and seller. A repeated key answers the
 * first result and never asks the provider again; the same key with another body is 409. The row
 * is written (with the quote it was made on) before the provider hears of it.
 */
export async function confirmAnticipation(
  ctx: AppContext,
  who: Principal,
  key: string | undefined,
  r: AnticipationRequest,
): Promise<{ anticipation: Anticipation; created: boolean }> {
  if (!key || key.length > 200)
    throw AppError.badRequest(KEY_REQUIRED, 'Idempotency-Key', 'idempotency_key_required');
  const seller = await sellerInScope(ctx.db, who, r.sellerId);
  return oneAtATime(`anticipation:${seller.id}`, () => confirm(ctx, seller, key, r));
}

async function earlierUnder(ctx: AppContext, seller: PayoutSeller, key: string, digest: string) {
  const [earlier] = await ctx.db
    .select()
    .from(anticipations)
    .where(and(eq(anticipations.sellerId, seller.id), eq(anticipations.idempotencyKey, key)));
  if (earlier && earlier.requestDigest !== digest)
    throw AppError.conflict(KEY_REUSED, 'idempotency_key_reused');
  return earlier;
}

async function confirm(ctx: AppContext, seller: PayoutSeller, key: string, r: AnticipationRequest) {
  const digest = digestOf(seller.id, r);
  const earlier = await earlierUnder(ctx, seller, key, digest);
  if (earlier) return { anticipation: anticipationView(earlier), created: false };
  const quote = await providerQuote(ctx, seller, r);
  const sentAt = await payoutsNow(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(anticipations)
      .values({
        sellerId: seller.id,
        marketplaceId: seller.marketplaceId,
        idempotencyKey: key,
        requestDigest: digest,
        requestedCents: r.valor ?? null,
        expectedFrom: r.de ?? null,
        expectedTo: r.ate ?? null,
        grossCents: quote.grossCents,
        feeCents: quote.feeCents,
        netCents: quote.netCents,
        prepaymentDate: quote.prepaymentDate,
        receivables: quoteView(seller.id, quote).receivables,
        sentAt,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) await runAnticipationChangeHooks(tx, changeOf(inserted, null));
    return inserted;
  });
  // Another instance wrote the key first: its result is the answer.
  if (!row)
    return {
      anticipation: anticipationView((await earlierUnder(ctx, seller, key, digest))!),
      created: false,
    };
  return { anticipation: anticipationView(await ask(ctx, seller, row, r)), created: true };
}

/** Asks the provider once: its answer applies; a 4xx refuses it; a lost answer holds it for verification. */
async function ask(ctx: AppContext, seller: PayoutSeller, row: AnticipationRow, r: AnticipationRequest) {
  try {
    const p = await gateway(ctx).provider.requestPrepayment({
      ...providerInput(seller, r),
      referenceId: row.id,
    });
    return await applyPrepayment(ctx, row.id, p);
  } catch (err) {
    if (err instanceof AppError && err.status >= 400 && err.status < 500 && err.status !== 408) {
      const refused = await moveAnticipation(ctx, row.id, 'provider_refused', { refusalReason: err.message });
      if (err.code === 'anticipation_not_enabled') throw err;
      return refused ?? row;
    }
    ctx.log.warn({ err, anticipationId: row.id }, 'anticipation outcome unknown; held for verification');
    return (await moveAnticipation(ctx, row.id, 'outcome_unknown')) ?? row;
  }
}
