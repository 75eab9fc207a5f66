import { MAX_INSTALLMENTS } from '@pagora/shared';
import type { SellerDocumentCategory } from '@pagora/shared/contracts';
import { z } from 'zod';
import type { BoletoCodes } from './boleto-codes';

/**
 * Provider-neutral inputs and outputs of the payment port. Inputs are zod schemas so every adapter
 * validates what it is asked to do with the same rules; amounts are always integer cents.
 */

const cents = z.number().int().positive();

export const splitRuleSchema = z
  .object({
    recipientSellerId: z.string().min(1),
    /** 1050 = 10,50 %. Exactly one of this or `amountCents`. */
    percentageHundredths: z.number().int().min(1).max(10000).optional(),
    amountCents: cents.optional(),
    /** Recipient answers for chargebacks. */
    liable: z.boolean(),
    /** Recipient pays the processing fee. */
    chargeProcessingFee: z.boolean(),
  })
  .refine((r) => (r.percentageHundredths === undefined) !== (r.amountCents === undefined), {
    message: 'Informe percentual ou valor fixo na regra de divisão, não ambos.',
  });

export const rawCardSchema = z.object({
  number: z.string().regex(/^\d{13,19}$/, 'Número do cartão inválido.'),
  holderName: z.string().min(2).max(60),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Código de segurança inválido.'),
});

export const chargeCardInputSchema = z
  .object({
    referenceId: z.string().min(1).max(64),
    amountCents: cents,
    installments: z.number().int().min(1).max(MAX_INSTALLMENTS),
    /** Who pays installment interest: merchant = "parcelado loja" (default), buyer = "parcelado emissor". */
    interestMode: z.enum(['merchant', 'buyer']).default('merchant'),
    sellerId: z.string().min(1),
    card: z.union([rawCardSchema, z.object({ tokenId: z.string().min(1) })]),
    splitRules: z.array(splitRuleSchema).default([]),
    description: z.string().max(255),
    /**
     * The buyer a saved card belongs to (Zoop `customer`). Zoop refuses a saved card id without its
     * buyer (402 `card_customer_not_associated`), so saved-card and subscription charges send it.
     */
    customerId: z.string().min(1).optional(),
    idempotencyKey: z.string().max(255).optional(),
  })
  .refine((c) => splitTotalCents(c.amountCents, c.splitRules) <= c.amountCents, {
    message: 'A soma das divisões excede o valor da cobrança.',
    path: ['splitRules'],
  });

/** Cents the split rules hand to recipients out of `amountCents` (percentages rounded down). */
export function splitTotalCents(amountCents: number, rules: SplitRule[]): number {
  return rules.reduce(
    (sum, r) => sum + (r.amountCents ?? Math.floor((amountCents * (r.percentageHundredths ?? 0)) / 10000)),
    0,
  );
}

export const chargePixInputSchema = z
  .object({
    referenceId: z.string().min(1).max(64),
    amountCents: cents,
    sellerId: z.string().min(1),
    description: z.string().max(255),
    /** A hint: the provider may clamp it, so store the `expiresAt` it answers with. */
    expiresInSeconds: z.number().int().positive(),
    /** The link's split, with the same rules as a card or boleto charge (Zoop's PIX schema takes them). */
    splitRules: z.array(splitRuleSchema).default([]),
  })
  .refine((p) => splitTotalCents(p.amountCents, p.splitRules) <= p.amountCents, {
    message: 'A soma das divisões excede o valor da cobrança.',
    path: ['splitRules'],
  });

/** A postal address as Zoop's clients send it (line1 street, line2 number, line3 complement). */
export const addressSchema = z.object({
  street: z.string().min(1),
  number: z.string().min(1),
  complement: z.string().optional(),
  neighborhood: z.string().min(1),
  city: z.string().min(1),
  /** Two-letter UF. */
  state: z.string().length(2),
  /** CEP digits. */
  postalCode: z.string().regex(/^\d{8}$/),
});

export const personSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  email: z.email(),
  /** CPF digits. */
  taxpayerId: z.string().regex(/^\d{11}$/),
  phoneNumber: z.string().optional(),
  birthdate: z.iso.date().optional(),
  address: addressSchema.optional(),
});

/** Zoop's merchant category code: four digits, from `GET /v1/merchant_category_codes`. */
const mccSchema = z.string().regex(/^\d{4}$/);

/**
 * Zoop reviews every new seller (`pending` until approved) and its clients send the address and
 * the category with it: a seller without them is not approved. Hence required here.
 */
export const createSellerInputSchema = z.discriminatedUnion('type', [
  personSchema.extend({
    type: z.literal('individual'),
    phoneNumber: z.string().min(10),
    address: addressSchema,
    mcc: mccSchema,
    statementDescriptor: z.string().max(22).optional(),
  }),
  z.object({
    type: z.literal('business'),
    businessName: z.string().min(1),
    businessEmail: z.email(),
    /** CNPJ digits. */
    ein: z.string().regex(/^\d{14}$/),
    businessPhone: z.string().min(10),
    businessAddress: addressSchema,
    /** YYYY-MM-DD. */
    businessOpeningDate: z.iso.date(),
    mcc: mccSchema,
    /** The owner's CPF is optional: the seller form collects only the company's CNPJ. */
    owner: personSchema.partial({ taxpayerId: true }),
    statementDescriptor: z.string().max(22).optional(),
  }),
]);

/**
 * A recurring-billing plan mirrored at the provider (Zoop v2 "plan"). Our own engine does the
 * charging; the provider's copy gives the plan an id there (`id_zoop_plano_assinatura`).
 */
export const planInputSchema = z.object({
  name: z.string().min(1).max(255),
  description: z.string().max(255),
  amountCents: cents,
  frequency: z.enum(['daily', 'monthly']),
  interval: z.number().int().min(1),
  paymentMethods: z.array(z.literal('credit')).min(1),
});

export type SplitRule = z.infer<typeof splitRuleSchema>;
export type RawCard = z.infer<typeof rawCardSchema>;
export type ChargeCardInput = z.input<typeof chargeCardInputSchema>;
export type ChargePixInput = z.input<typeof chargePixInputSchema>;
export type PersonInput = z.input<typeof personSchema>;
export type CreateSellerInput = z.input<typeof createSellerInputSchema>;
export type PlanInput = z.input<typeof planInputSchema>;
export type Address = z.infer<typeof addressSchema>;

/**
 * `em_disputa`: the payer's bank disputes a paid charge (Zoop `dispute`); the money is held until
 * it is decided. `chargeback`: the dispute was lost (Zoop `charged_back`); the money went back to
 * the payer through the card network. Neither is a refund the seller chose.
 */
export type ChargeStatus =
  'pago' | 'pendente' | 'pendente_pix' | 'falha' | 'estornada' | 'em_disputa' | 'chargeback';

/** Our view of a provider charge; `raw` is the provider's answer, kept for audit and debugging. */
export type ProviderCharge = {
  providerId: string;
  referenceId: string | null;
  status: ChargeStatus;
  /** Current amount: after a partial refund it is lower than `originalAmountCents`. */
  amountCents: number;
  originalAmountCents: number;
  feesCents: number;
  netCents?: number;
  installments: number;
  method: 'pix' | 'credit_card' | 'bank_slip';
  sellerId: string | null;
  card?: { brand: string; first4: string; last4: string; holderName: string };
  pix?: { emv: string; expiresAt: string };
  /** A boleto's codes (boleto-types.ts), when the provider's barcode is valid. */
  boleto?: BoletoCodes;
  declineReason?: string;
  /** The provider's own status word, for support and reconciliation. */
  providerStatus: string;
  raw: unknown;
};

/**
 * A card charge's answer: the charge, or the card refused. A refusal is an outcome the payer and
 * the billing engine act on, not an error: nothing is thrown for it.
 */
export type CardChargeOutcome = { ok: true; charge: ProviderCharge } | CardDecline;

export type CardDecline = {
  ok: false;
  /**
   * Why, as recorded in `failure_reason` and read by billing's decline-reasons.ts: the provider's
   * category ('insufficient_funds_error') or the issuer's code and message ('05: card_declined').
   */
  reason: string;
  /** The provider's category when it gave one ('card_declined' otherwise): picks the payer's words. */
  code: string;
  /** The refused charge as the provider keeps it; null when refused before one was created. */
  charge: ProviderCharge | null;
  /** The provider's answer (its error envelope when no charge was kept). */
  raw: unknown;
};

/** A refused card in the payer's words, from the decline's `code`. */
const DECLINE_MESSAGES: Record<string, string> = {
  insufficient_funds_error: 'Pagamento recusado: saldo ou limite insuficiente.',
  expired_card_error: 'Pagamento recusado: cartão vencido.',
  invalid_card_number: 'Pagamento recusado: número do cartão inválido.',
  invalid_expiry_month: 'Pagamento recusado: validade do cartão inválida.',
  invalid_expiry_year: 'Pagamento recusado: validade do cartão inválida.',
  invalid_pin_code: 'Pagamento recusado: código de segurança inválido.',
  // Zoop's answer to a saved card sent without its buyer: no issuer ever saw it.
  card_customer_not_associated: 'Pagamento recusado: cartão salvo não vinculado a este comprador.',
};
export const DEFAULT_DECLINE_MESSAGE = 'Pagamento recusado pelo emissor do cartão.';
export const declineMessage = (code: string): string => DECLINE_MESSAGES[code] ?? DEFAULT_DECLINE_MESSAGE;

/** A charge read back from the provider (adopted by reference) as a card charge's answer. */
export function cardOutcomeOf(charge: ProviderCharge): CardChargeOutcome {
  if (charge.status !== 'falha') return { ok: true, charge };
  const reason = charge.declineReason ?? 'card_declined';
  return { ok: false, reason, code: reason, charge, raw: charge.raw };
}

/** A seller as the provider holds it (`getSeller`). */
export type ProviderSeller = {
  sellerId: string;
  /** The provider's KYC status word (Zoop: active, pending, ...). */
  status: string;
  type: 'individual' | 'business';
  raw: unknown;
};

export type CardTokenResult = { tokenId: string; card: { brand: string; first4: string; last4: string } };
export type SellerBalances = {
  currentBalanceCents: number;
  currentBlockedBalanceCents: number;
  accountBalanceCents: number;
  raw: unknown;
};
export type ProviderWebhookEvent = {
  eventId: string;
  type: string;
  chargeId: string | null;
  /** Set for seller events (`seller.activated`, `seller.denied`, …): whose review status changed. */
  sellerId: string | null;
  /** Set for transfer events (`transfer.succeeded`, `transfer.failed`, …): the payout that moved. */
  transferId: string | null;
  /** What the event says of the transfer (a hint: the transfer is read again before acting). */
  transferStatus: 'pendente' | 'pago' | 'falhou' | null;
  /** When the provider says the event happened (ISO 8601 UTC), when it says. */
  occurredAt: string | null;
  raw: unknown;
};

/** One page of the provider's event list, oldest first (the lost-event sweep reads it). */
export type ProviderEventsPage = { events: ProviderWebhookEvent[]; hasMore: boolean };

/** Zoop's seller document categories (identity, selfie since 13/03/2026, address, activity): the contract's. */
export { SELLER_DOCUMENT_CATEGORIES, type SellerDocumentCategory } from '@pagora/shared/contracts';

export type SellerDocumentInput = {
  category: SellerDocumentCategory;
  fileName: string;
  /** image/jpeg, image/png or application/pdf. */
  contentType: string;
  content: Uint8Array;
};

export type ProviderSellerDocument = {
  documentId: string;
  category: SellerDocumentCategory;
  /** The provider's review word for the file (pending, approved, ...). */
  status: string;
  raw: unknown;
};
