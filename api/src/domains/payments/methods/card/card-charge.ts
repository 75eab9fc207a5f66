import {
  cardFirst4,
  cardLast4,
  centsToReais,
  detectCardBrand,
  type CardPaymentRequest,
} from '@pagora/shared';
import type { CardAnswer } from '@pagora/shared/contracts';
import type { AppContext } from '../../../../platform/context';
import { AppError } from '../../../../platform/app-error';
import type { CardChargeOutcome, SplitRule as ProviderSplitRule } from '../../../gateway';
import { declineMessage } from '../../../gateway';
import { priceInstallments } from '../../../links';
import type { ChargeLink } from '../../order';
import { chargeCardOnce, isProviderUnavailable, type ChargeAnswer } from '../../charge-common';
import { recordCharge, recordFailure } from '../../status-updates';
import { admitAttempt } from '../../link-admission';
import { isSurplusPayment, refundSurplusNow, voidAttemptsOnFullLinks } from '../../link-closing';
import { gateway } from '../../../gateway';

export const LINK_PAID_MEANWHILE =
  'Este link acabou de ser pago por outra pessoa. O valor cobrado no seu cartão será estornado.';

type CardResult = CardAnswer['data']['data'];

/**
 * Card charge for a link. The installment count is priced here from the link and its plan (the
 * payer's totals are never read); split rules go with the charge. A decline is an answer, not an
 * error: 402 with `status_transacao: 'falha'` so the checkout routes to /payment-declined.
 * The card number and CVV live in this call's memory only. `splitRules` are the link's, in the
 * provider's seller ids (resolved before the Idempotency-Key was claimed).
 */
export async function payByCard(
  ctx: AppContext,
  link: ChargeLink,
  card: CardPaymentRequest,
  splitRules: ProviderSplitRule[],
  attempt: { transactionId: string; resumed: boolean },
): Promise<ChargeAnswer> {
  const option = priceInstallments(link, card.installments, card.quotedTotalCents);
  const id = attempt.transactionId;
  const brand = detectCardBrand(card.number);
  await admitAttempt(ctx, link, {
    id,
    linkId: link.id,
    sellerId: link.seller.id,
    marketplaceId: link.marketplace.id,
    status: 'pendente',
    method: 'credit_card',
    amountCents: option.totalCents,
    installments: option.times,
    cardBrand: brand,
    cardFirst4: cardFirst4(card.number),
    cardLast4: cardLast4(card.number),
    cardHolder: card.name,
    payerName: card.name,
    payerEmail: card.email,
    payerCpf: card.cpf,
    payerPhone: card.phone_number || null,
    splitRules: link.splitRules,
  });
  const result = (status: CardResult['status_transacao']): CardResult => ({
    status_transacao: status,
    id,
    valor: centsToReais(option.totalCents),
    parcelas: option.times,
    valor_parcela: centsToReais(option.valueCents),
    bandeira: brand,
    final_cartao: cardLast4(card.number),
  });

  let outcome: CardChargeOutcome;
  try {
    outcome = await chargeCardOnce(
      gateway(ctx).provider,
      {
        referenceId: id,
        amountCents: option.totalCents,
        installments: option.times,
        sellerId: link.seller.idSeller,
        card: { number: card.number, holderName: card.name, cvc: card.cvc, ...expiryParts(card.expiry) },
        splitRules,
        description: link.description.slice(0, 255),
      },
      attempt.resumed,
    );
  } catch (err) {
    await recordFailure(ctx, id, isProviderUnavailable(err) ? 'provider_unavailable' : 'provider_error');
    throw err;
  }
  if (!outcome.ok) {
    if (outcome.charge) await recordCharge(ctx, id, outcome.charge);
    else await recordFailure(ctx, id, outcome.reason);
    return declined(declineMessage(outcome.code), result('falha'));
  }
  await recordCharge(ctx, id, outcome.charge);
  if (link.capacity !== null && outcome.charge.status === 'pago') await closeLink(ctx, id);
  return {
    status: 200,
    body: { data: { data: result(outcome.charge.status === 'pago' ? 'pago' : 'pendente') } },
  };
}

/** This card filled the link: the others' open codes go now. Past the limit, it is given back. */
async function closeLink(ctx: AppContext, id: string): Promise<void> {
  if (!(await isSurplusPayment(ctx, id))) {
    ctx.tasks.run(() => voidAttemptsOnFullLinks(ctx));
    return;
  }
  // Refunded by the sweep should this fail; the payer is told either way.
  await refundSurplusNow(ctx, id).catch((err: unknown) =>
    ctx.log.error({ err, transactionId: id }, 'card on a full link not refunded yet'),
  );
  throw new AppError(409, 'link_closed', LINK_PAID_MEANWHILE);
}

/** 'MM/AA' → month and four-digit year for the provider. */
export function expiryParts(expiry: string): { expMonth: number; expYear: number } {
  const [month = '0', year = '0'] = expiry.split('/');
  return { expMonth: Number(month), expYear: 2000 + Number(year) };
}

function declined(message: string, data: CardResult): ChargeAnswer {
  return { status: 402, body: { message, code: 'card_declined', data: { data } } };
}
