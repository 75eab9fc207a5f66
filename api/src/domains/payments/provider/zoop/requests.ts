import type { Address, PersonInput, RawCard, SplitRule } from '../port';
import { z } from 'zod';
import {
  chargeCardInputSchema,
  chargePixInputSchema,
  createSellerInputSchema,
  planInputSchema,
  splitTotalCents,
} from '../types';
import { hundredthsToPercentage } from './money';

/** Port inputs → Zoop request bodies. Zoop takes integer cents in requests. */

type CardCharge = z.output<typeof chargeCardInputSchema>;
type PixCharge = z.output<typeof chargePixInputSchema>;
type SellerInput = z.output<typeof createSellerInputSchema>;

/** Zoop's address (IMO `Address`, VIT `IAddress`): line1 street, line2 number, line3 complement. */
export function addressBody(a: Address) {
  return {
    line1: a.street,
    line2: a.number,
    line3: a.complement || undefined,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
    postal_code: a.postalCode,
    country_code: 'BR',
  };
}

export function personBody(p: Omit<PersonInput, 'taxpayerId'> & { taxpayerId?: string | undefined }) {
  return {
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    taxpayer_id: p.taxpayerId,
    phone_number: p.phoneNumber,
    birthdate: p.birthdate,
    address: p.address ? addressBody(p.address) : undefined,
  };
}

/** `POST /sellers/individuals` or `/sellers/businesses` with the fields Zoop's clients send. */
export function sellerRequest(s: SellerInput): [path: string, body: object] {
  if (s.type === 'individual') {
    return [
      '/sellers/individuals',
      { ...personBody(s), mcc: s.mcc, statement_descriptor: s.statementDescriptor },
    ];
  }
  return [
    '/sellers/businesses',
    {
      business_name: s.businessName,
      business_email: s.businessEmail,
      business_phone: s.businessPhone,
      business_opening_date: s.businessOpeningDate,
      business_address: addressBody(s.businessAddress),
      ein: s.ein,
      mcc: s.mcc,
      owner: personBody(s.owner),
      statement_descriptor: s.statementDescriptor,
    },
  ];
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

/**
 * Zoop refuses a split that hands the whole amount to recipients unless `is_gross_amount` says the
 * shares are of the gross amount (before Zoop's fee): so it is sent exactly then.
 */
export function splitRulesBody(rules: SplitRule[], amountCents: number) {
  const whole = splitTotalCents(amountCents, rules) === amountCents;
  return rules.map((r) => ({
    recipient: r.recipientSellerId,
    liable: r.liable,
    charge_processing_fee: r.chargeProcessingFee,
    ...(whole ? { is_gross_amount: true } : {}),
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
    customer: c.customerId,
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
    split_rules: c.splitRules.length > 0 ? splitRulesBody(c.splitRules, c.amountCents) : undefined,
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

/**
 * ISO 8601 in Brasília time with its offset (`2026-11-26T10:15:00-03:00`; UTC-3, no DST since
 * 2019). A zone-less time would be read in whatever zone Zoop's server assumes: with the offset
 * it means one instant everywhere. Zoop only honours it where the marketplace may exceed its
 * configured expiry; the answer's `expiration_date` is what counts.
 */
export function saoPauloDateTime(at: Date): string {
  // Round up: the format has whole seconds and a truncated time could already be in the past.
  const ms = Math.ceil(at.getTime() / 1000) * 1000 - 3 * 3600_000;
  return `${new Date(ms).toISOString().slice(0, 19)}-03:00`;
}

/** v2 plan body (VIT `IPlan`): integer cents, BRL only. */
export function planBody(p: z.output<typeof planInputSchema>, referenceId?: string) {
  return {
    // Plans have no reference_id: ours rides in metadata so a lost answer can be found again.
    metadata: referenceId ? { reference_id: referenceId } : undefined,
    name: p.name,
    description: p.description,
    amount: p.amountCents,
    currency: 'BRL',
    frequency: p.frequency,
    interval: p.interval,
    payment_methods: p.paymentMethods,
  };
}
