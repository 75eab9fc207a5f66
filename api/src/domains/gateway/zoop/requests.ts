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
    // Zoop's OpenAPI v1.1 types both as strings (zoop-openapi/).
    expiration_month: String(c.expMonth),
    expiration_year: String(c.expYear),
    security_code: c.cvc,
  };
}

/**
 * Zoop refuses a split that hands the whole amount to recipients unless `is_gross_amount` says the
 * shares are of the gross amount (before Zoop's fee): so it is sent exactly then, and only on amount
 * rules, the only ones Zoop's OpenAPI v1.1 documents it for (its percentage variants have no such
 * field).
 */
export function splitRulesBody(rules: SplitRule[], amountCents: number) {
  const whole = splitTotalCents(amountCents, rules) === amountCents;
  return rules.map((r) => ({
    recipient: r.recipientSellerId,
    liable: r.liable,
    charge_processing_fee: r.chargeProcessingFee,
    ...(r.amountCents === undefined
      ? { percentage: hundredthsToPercentage(r.percentageHundredths ?? 0) }
      : { amount: r.amountCents, ...(whole ? { is_gross_amount: true } : {}) }),
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

/** Zoop's own limit: `pix_expiration_date_time` is documented only for expiries past 24 h. */
const PIX_DEFAULT_WINDOW_SECONDS = 24 * 3600;

export function pixTransactionBody(p: PixCharge, now: Date) {
  const long = p.expiresInSeconds > PIX_DEFAULT_WINDOW_SECONDS;
  return {
    amount: p.amountCents,
    currency: 'BRL',
    description: p.description,
    on_behalf_of: p.sellerId,
    payment_type: 'pix',
    reference_id: p.referenceId,
    // Zoop's PIX schema takes the same split rules as card and boleto (OpenAPI v1.1).
    split_rules: p.splitRules.length > 0 ? splitRulesBody(p.splitRules, p.amountCents) : undefined,
    // Shorter expiries come from the marketplace's setting (5 min to 24 h); the field is
    // documented only beyond it and only where Zoop enabled it, so it is not sent otherwise.
    pix_expiration_date_time: long
      ? zoopDateTime(new Date(now.getTime() + p.expiresInSeconds * 1000))
      : undefined,
  };
}

/**
 * Zoop's documented format, zone-less (`2022-05-13 14:09:28`, OpenAPI v1.1), written in UTC: the
 * zone-less times Zoop answers are UTC (a 2025 PIX answer's `expiration_date` is exactly 24 h
 * after its `+00:00` `created_at`; research zoop.md §13), so UTC is how it reads them. Rounded up
 * to the second so the expiry is never earlier than asked.
 */
export function zoopDateTime(at: Date): string {
  const ms = Math.ceil(at.getTime() / 1000) * 1000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
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
