import type { AppContext } from '../../platform/context';
import { providerSellerIdOf } from './provider-seller';
import { chargeCardOnce, isProviderUnavailable } from './charge-common';
import type { CardChargeOutcome } from '../gateway';
import { declineMessage } from '../gateway';
import { recordCharge, recordFailure } from './status-updates';
import { insertAttemptTransaction } from './transactions-repo';
import { gateway } from '../gateway';

/** A charge on a card saved at the provider (the billing engine's, or a customer paying a charge). */
export type SavedCardChargeInput = {
  /** Our transaction id, written before the provider call; it is the provider's reference. */
  transactionId: string;
  /** True when an earlier run may have reached the provider with this id: look it up first. */
  resumed: boolean;
  subscriptionChargeId: string;
  sellerId: string;
  marketplaceId: string;
  amountCents: number;
  description: string;
  /** `providerBuyerId`: the buyer the card was saved for, sent as Zoop's `customer` (required there). */
  card: { providerCardId: string; providerBuyerId: string; brand: string; last4: string; holderName: string };
  payer: { name: string; email: string; cpf: string };
};

export type SavedCardOutcome =
  | { status: 'pago' | 'pendente' }
  | { status: 'recusado'; declineReason: string; message: string }
  /** The provider did not answer: the outcome is unknown and is looked up by reference later. */
  | { status: 'indisponivel' };

/**
 * Charges a saved card once, recorded as a transaction like any other (it shows in /history, the
 * dashboards and the CSV). A refusal is an outcome, not an error; a provider that did not answer
 * leaves the transaction `pendente` for reconciliation.
 */
export async function chargeSavedCard(
  ctx: AppContext,
  input: SavedCardChargeInput,
): Promise<SavedCardOutcome> {
  const providerSellerId = await providerSellerIdOf(ctx.db, input.sellerId);
  if (!providerSellerId)
    return {
      status: 'recusado',
      declineReason: 'seller_not_onboarded',
      message: 'O vendedor não está habilitado para receber pagamentos.',
    };
  const id = input.transactionId;
  await insertAttemptTransaction(ctx.db, {
    id,
    linkId: null,
    subscriptionChargeId: input.subscriptionChargeId,
    sellerId: input.sellerId,
    marketplaceId: input.marketplaceId,
    status: 'pendente',
    method: 'credit_card',
    amountCents: input.amountCents,
    installments: 1,
    cardBrand: input.card.brand,
    cardLast4: input.card.last4,
    cardHolder: input.card.holderName,
    payerName: input.payer.name,
    payerEmail: input.payer.email,
    payerCpf: input.payer.cpf,
  });
  let outcome: CardChargeOutcome;
  try {
    outcome = await chargeCardOnce(
      gateway(ctx).provider,
      {
        referenceId: id,
        amountCents: input.amountCents,
        installments: 1,
        sellerId: providerSellerId,
        card: { tokenId: input.card.providerCardId },
        customerId: input.card.providerBuyerId,
        description: input.description.slice(0, 255),
      },
      input.resumed,
    );
  } catch (err) {
    if (isProviderUnavailable(err)) return { status: 'indisponivel' };
    await recordFailure(ctx, id, 'provider_error');
    throw err;
  }
  if (!outcome.ok) {
    if (outcome.charge) await recordCharge(ctx, id, outcome.charge);
    else await recordFailure(ctx, id, outcome.reason);
    return { status: 'recusado', declineReason: outcome.reason, message: declineMessage(outcome.code) };
  }
  await recordCharge(ctx, id, outcome.charge);
  return { status: outcome.charge.status === 'pago' ? 'pago' : 'pendente' };
}
