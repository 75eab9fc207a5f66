import { brasiliaToday, formatBRL } from '@pagora/shared';
import type { AnticipationQuote, AnticipationRequest } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { receivingBlock } from '../accounts';
import { gateway, type PrepaymentQuoteInput, type ProviderPrepaymentQuote } from '../gateway';
import { receivablesOf } from './status';
import { payoutsNow, type PayoutSeller } from '../payouts';

export const NOTHING_TO_ANTICIPATE = 'Não há recebíveis disponíveis para antecipar neste período.';
export const SELLER_NOT_APPROVED =
  'Este vendedor ainda não foi aprovado na Zoop: a antecipação fica disponível depois da aprovação do cadastro.';
export const maxToAnticipate = (cents: number) =>
  `O valor máximo para antecipar agora é ${formatBRL(cents)}.`;
/** Receivables are anticipated whole, nearest first: an amount below the nearest one takes none. */
export const minToAnticipate = (cents: number) =>
  `O menor valor para antecipar agora é ${formatBRL(cents)}, o recebível mais próximo.`;

const DAY_MS = 86_400_000;

/** The request as the provider's verbs take it (its seller id, an amount or a period). */
export const providerInput = (seller: PayoutSeller, r: AnticipationRequest): PrepaymentQuoteInput =>
  r.valor !== undefined
    ? { sellerId: seller.idSeller, amountCents: r.valor }
    : { sellerId: seller.idSeller, expectedFrom: r.de!, expectedTo: r.ate! };

/**
 * Everything the provider would anticipate now (every receivable it still holds for the seller,
 * as it chooses them): 'Antecipável', and the most an amount may ask.
 */
export async function anticipableQuote(ctx: AppContext, seller: PayoutSeller) {
  const today = brasiliaToday(await payoutsNow(ctx));
  const to = brasiliaToday(new Date(Date.parse(today) + 2 * 366 * DAY_MS));
  return gateway(ctx).provider.simulatePrepayment({
    sellerId: seller.idSeller,
    expectedFrom: today,
    expectedTo: to,
  });
}

/**
 * Checks what only we can tell before the provider is asked (a seller Zoop has not approved),
 * then asks the provider's quote (for an amount, first what it would take at most): its figures
 * are the ones shown and confirmed. A marketplace Zoop has not enabled answers 422 from the provider.
 */
export async function providerQuote(
  ctx: AppContext,
  seller: PayoutSeller,
  r: AnticipationRequest,
): Promise<ProviderPrepaymentQuote> {
  if (!seller.idSeller || (await receivingBlock(ctx.database, seller.idSeller)))
    throw AppError.unprocessable(SELLER_NOT_APPROVED, 'seller_not_approved');
  let nearestCents = 0;
  if (r.valor !== undefined) {
    const all = await anticipableQuote(ctx, seller);
    if (all.grossCents === 0) throw AppError.unprocessable(NOTHING_TO_ANTICIPATE, 'nothing_to_anticipate');
    if (r.valor > all.grossCents)
      throw AppError.unprocessable(maxToAnticipate(all.grossCents), 'above_anticipable', 'valor');
    nearestCents = [...all.receivables].sort((a, b) => a.expectedOn.localeCompare(b.expectedOn))[0]!
      .amountCents;
  }
  const quote = await gateway(ctx).provider.simulatePrepayment(providerInput(seller, r));
  if (quote.grossCents === 0 && nearestCents > 0)
    throw AppError.unprocessable(minToAnticipate(nearestCents), 'below_anticipable', 'valor');
  if (quote.grossCents === 0) throw AppError.unprocessable(NOTHING_TO_ANTICIPATE, 'nothing_to_anticipate');
  return quote;
}

export const quoteView = (sellerId: string, q: ProviderPrepaymentQuote): AnticipationQuote => ({
  sellerId,
  grossCents: q.grossCents,
  feeCents: q.feeCents,
  netCents: q.netCents,
  prepaymentDate: q.prepaymentDate,
  receivables: receivablesOf(q.receivables),
});
