import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  boletoAnswerSchema,
  cardAnswerSchema,
  cardDeclinedAnswerSchema,
  pixAnswerSchema,
  type BoletoAnswer,
  type CardAnswer,
  type CardDeclinedAnswer,
  type PixAnswer,
} from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import type {
  CardChargeOutcome,
  ChargeCardInput,
  PaymentProvider,
  ProviderCharge,
  SplitRule as ProviderSplitRule,
} from '../gateway';
import { cardOutcomeOf } from '../gateway';
import { sellersView } from '../accounts';
import { loadPayableLink, type PayableLink } from '../links';
import type { SplitRule } from '../links';
import { withMarketplaceFee } from './marketplace-fee';

/**
 * What a charge use case answers: a code to pay or a card's result, or a refused card. The
 * idempotency layer stores and replays exactly this; the route only sends it.
 */
export type ChargeAnswer =
  { status: 200; body: PixAnswer | CardAnswer | BoletoAnswer } | { status: 402; body: CardDeclinedAnswer };

const paidOrPendingSchema = z.union([pixAnswerSchema, cardAnswerSchema, boletoAnswerSchema]);

/** A stored answer read back for a replay, checked against the contract like any input. */
export function storedChargeAnswer(status: number, body: unknown): ChargeAnswer {
  if (status === 402) return { status, body: cardDeclinedAnswerSchema.parse(body) };
  return { status: 200, body: paidOrPendingSchema.parse(body) };
}

export const METHOD_NOT_ACCEPTED = 'Este link não aceita este método de pagamento.';
export const SELLER_NOT_ONBOARDED =
  'O vendedor deste link ainda não está habilitado para receber pagamentos.';
/**
 * The link splits to a seller its marketplace removed after the link was saved: refused, never
 * charged without that share (docs/payments.md "A split recipient removed").
 */
export const SPLIT_RECIPIENT_REMOVED =
  'Este link de pagamento está indisponível no momento: o vendedor precisa atualizar a divisão do pagamento. Fale com o vendedor.';
const splitRecipientRemoved = () =>
  AppError.unprocessable(SPLIT_RECIPIENT_REMOVED, 'split_recipient_removed');

/** The link as the payer may pay it: live, offering `method`, with a seller known to the provider. */
export async function loadLinkFor(ctx: AppContext, linkId: string, method: string): Promise<PayableLink> {
  const link = await loadPayableLink(ctx.db, linkId);
  // A paid one-payment link, one at its limit or past its date: the payer page says which.
  if (link.closed) throw new AppError(409, 'link_closed', link.closed.message);
  if (!(link.paymentMethods as readonly string[]).includes(method)) {
    throw AppError.unprocessable(METHOD_NOT_ACCEPTED, 'method_not_accepted', 'paymentMethod');
  }
  if (!link.seller.idSeller) throw AppError.unprocessable(SELLER_NOT_ONBOARDED, 'seller_not_onboarded');
  // Zoop would refuse it (seller under review or refused): say why before asking it.
  if (link.receivingBlock) throw AppError.unprocessable(link.receivingBlock, 'seller_not_approved');
  // Every method, a PIX too: the link's terms name a party that may no longer be paid.
  if ((await splitRecipientsOf(ctx.db, link.splitRules)).some((r) => r.deletedAt))
    throw splitRecipientRemoved();
  // The marketplace's own fee rides on the sale as one more share (stored and sent to the provider).
  return withMarketplaceFee(ctx.db, link);
}

function splitRecipientsOf(db: Db, rules: readonly SplitRule[]) {
  if (rules.length === 0) return Promise.resolve([]);
  return db
    .select({ id: sellersView.id, idSeller: sellersView.idSeller, deletedAt: sellersView.deletedAt })
    .from(sellersView)
    .where(
      inArray(
        sellersView.id,
        rules.map((r) => r.recipientSellerId),
      ),
    );
}

/** Our split rules name our sellers; the provider wants its own seller ids. */
export async function providerSplitRules(db: Db, rules: readonly SplitRule[]): Promise<ProviderSplitRule[]> {
  const rows = await splitRecipientsOf(db, rules);
  return rules.map((rule) => {
    const row = rows.find((r) => r.id === rule.recipientSellerId);
    // Removed between the link's load and this call: still never paid.
    if (row?.deletedAt) throw splitRecipientRemoved();
    const idSeller = row?.idSeller;
    if (!idSeller) throw AppError.unprocessable(SELLER_NOT_ONBOARDED, 'split_recipient_not_onboarded');
    return {
      recipientSellerId: idSeller,
      percentageHundredths: rule.percentageHundredths,
      liable: rule.liable,
      chargeProcessingFee: rule.chargeProcessingFee,
    };
  });
}

/**
 * A resumed attempt (same Idempotency-Key after a lost answer) first looks for the charge made with
 * this reference; only when the provider has none is it created, with the same reference.
 */
export async function createOrAdopt(
  provider: PaymentProvider,
  referenceId: string,
  resumed: boolean,
  create: () => Promise<ProviderCharge>,
): Promise<ProviderCharge> {
  if (resumed) {
    const found = await provider.findChargeByReference(referenceId);
    if (found) return found;
  }
  return create();
}

/** `createOrAdopt` for a card: a charge adopted by reference may be a refusal, answered as one. */
export async function chargeCardOnce(
  provider: PaymentProvider,
  input: ChargeCardInput,
  resumed: boolean,
): Promise<CardChargeOutcome> {
  if (resumed) {
    const found = await provider.findChargeByReference(input.referenceId);
    if (found) return cardOutcomeOf(found);
  }
  return provider.chargeCard(input);
}

export const isProviderUnavailable = (err: unknown): err is AppError =>
  err instanceof AppError && (err.code === 'provider_unavailable' || err.code === 'provider_not_ready');
