import type { PersonInput, RawCard, SplitRule } from '../port';
import { z } from 'zod';
import { chargeCardInputSchema, chargePixInputSchema, planInputSchema } from '../types';
import { hundredthsToPercentage } from './money';

/** Port inputs → Zoop request bodies. Zoop takes integer cents in requests. */

type CardCharge = z.output<typeof chargeCardInputSchema>;
type PixCharge = z.output<typeof chargePixInputSchema>;

export function personBody(p: Omit<PersonInput, 'taxpayerId'> & { taxpayerId?: string | undefined }) {
  return {
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    taxpayer_id: p.taxpayerId,
    phone_number: p.phoneNumber,
    birthdate: p.birthdate,
  };
}

export function cardBody(c: RawCard) {
  return {
    card_number: c.number,
    holder_name: c.holderName,
    expiration_month: c.expMonth,
    expiration_year: c.expYear,
    security_code: c.cvc,
  };
}

function splitRulesBody(rules: SplitRule[]) {
  return rules.map((r) => ({
    recipient: r.recipientSellerId,
    liable: r.liable,
    charge_processing_fee: r.chargeProcessingFee,
    ...(r.amountCents === undefined
      ? { percentage: hundredthsToPercentage(r.percentageHundredths ?? 0) }
      : { amount: r.amountCents }),
  }));
}

export function cardTransactionBody(c: CardCharge) {
  const installmentPlan =
    c.installments > 1
      ? {
          mode: c.interestMode === 'buyer' ? 'with_interest' : 'interest_free',
          number_installments: c.installments,
        }
      : undefined;
  return {
    amount: c.amountCents,
    currency: 'BRL',
    description: c.description,
    on_behalf_of: c.sellerId,
    payment_type: 'credit',
    reference_id: c.referenceId,
    capture: true,
    installment_plan: installmentPlan,
    // Clients disagree on where Zoop reads the plan; sending the same plan in both places is harmless.
    source: {
      usage: 'single_use',
      amount: c.amountCents,
      currency: 'BRL',
      type: 'card',
      card: 'tokenId' in c.card ? { id: c.card.tokenId } : cardBody(c.card),
      installment_plan: installmentPlan,
    },
    split_rules: c.splitRules.length > 0 ? splitRulesBody(c.splitRules) : undefined,
    metadata: c.idempotencyKey === undefined ? undefined : { idempotency_key: c.idempotencyKey },
  };
}

export function pixTransactionBody(p: PixCharge, now: Date) {
  return {
    amount: p.amountCents,
    currency: 'BRL',
    description: p.description,
    on_behalf_of: p.sellerId,
    payment_type: 'pix',
    reference_id: p.referenceId,
    pix_expiration_date_time: saoPauloDateTime(new Date(now.getTime() + p.expiresInSeconds * 1000)),
  };
}

/** `YYYY-MM-DD HH:MM:SS` in Brasília time (UTC-3, no DST since 2019), the format clients send to Zoop. */
export function saoPauloDateTime(at: Date): string {
  // Round up: the format has whole seconds and a truncated time could already be in the past.
  const ms = Math.ceil(at.getTime() / 1000) * 1000 - 3 * 3600_000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** v2 plan body (VIT `IPlan`): integer cents, BRL only. */
export function planBody(p: z.output<typeof planInputSchema>) {
  return {
    name: p.name,
    description: p.description,
    amount: p.amountCents,
    currency: 'BRL',
    frequency: p.frequency,
    interval: p.interval,
    payment_methods: p.paymentMethods,
  };
}
