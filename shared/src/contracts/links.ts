import { z } from 'zod';
import {
  AFTER_PAYMENT_KINDS,
  CUSTOM_FIELD_TYPES,
  LINK_PRICINGS,
  boletoSettingsViewSchema,
  createPaymentLinkSchema,
  LINK_PAYMENT_METHODS,
  LINK_USAGES,
  orderRequestSchema,
  updatePaymentLinkSchema,
} from '@pagora/shared';
import { brandSettingsSchema } from './accounts-views';
import { endpoint } from './endpoint';
import { netLineViewSchema } from './link-net-preview';
import { messageAnswerSchema } from './errors';
import { pageAnswerFields, pagingQuery, uuidParam } from './params';

export const LINK_STATUSES = ['ativo', 'pendente', 'inativo'] as const;
/**
 * The statuses a payer can still pay a link in: an "open" link. The payer page, the charge and the
 * interest plans' open-link counts (in-use 409, audit) all read this one list.
 */
export const PAYABLE_LINK_STATUSES = [
  'ativo',
  'pendente',
] as const satisfies readonly (typeof LINK_STATUSES)[number][];
export const LINK_TYPES = ['pagamento', 'assinatura'] as const;
/** 128-bit random ids, base64url: anything else is refused before a lookup. */
export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const LINK_INVALID = 'Link de pagamento inválido';

const named = z.object({ id: z.string(), nome: z.string() });

/** A link's checkout settings as stored (issue 40): the back office and the payer read them alike. */
export const checkoutSettingsViewSchema = z.object({
  pricing: z.enum(LINK_PRICINGS),
  quantity: z.object({ min: z.number().int(), max: z.number().int(), default: z.number().int() }).nullable(),
  customAmount: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).nullable(),
  customFields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      type: z.enum(CUSTOM_FIELD_TYPES),
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  afterPayment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal(AFTER_PAYMENT_KINDS[0]) }),
    z.object({ kind: z.literal(AFTER_PAYMENT_KINDS[1]), message: z.string() }),
    z.object({ kind: z.literal(AFTER_PAYMENT_KINDS[2]), url: z.string() }),
  ]),
  /** The page offers 'Cupom de desconto'. */
  allowCoupons: z.boolean(),
});
export type CheckoutSettingsView = z.infer<typeof checkoutSettingsViewSchema>;

/** Why a link no longer takes payments, in the payer's words. */
export const LINK_CLOSED_REASONS = ['pago', 'limite', 'expirado'] as const;
export type LinkClosedReason = (typeof LINK_CLOSED_REASONS)[number];
export const LINK_CLOSED_MESSAGES: Record<LinkClosedReason, string> = {
  pago: 'Pagamento já realizado',
  limite: 'Este link atingiu o limite de pagamentos e não aceita novos pagamentos.',
  expirado: 'Este link de pagamento expirou e não aceita novos pagamentos.',
};

export const linkClosedSchema = z.object({
  reason: z.enum(LINK_CLOSED_REASONS),
  message: z.string(),
  /**
   * A paid one-payment link's transaction: its receipt is shown to whoever holds the link (the
   * link was addressed to that one customer). Never given for a many-payment link.
   */
  receiptId: z.string().nullable(),
});
export type LinkClosed = z.infer<typeof linkClosedSchema>;

/** A link as the back office sees it (spec 000 "Payment link"); the payer gets `payerLinkSchema`. */
export const linkViewSchema = z.object({
  id: z.string(),
  seller_id: z.string(),
  marketplaceId: z.string(),
  description: z.string(),
  /** Reais with two decimals, as the spec's screens read it; `amountCents` is the exact value. */
  amount: z.number(),
  amountCents: z.number().int(),
  customerEmail: z.string().nullable(),
  paymentMethods: z.array(z.enum(LINK_PAYMENT_METHODS)),
  /** The boleto's due days, fee and interest; null when the link does not offer 'Boleto Bancário'. */
  boleto: boletoSettingsViewSchema.nullable(),
  parcelasSemJuros: z.number().int(),
  splitPayments: z.array(
    z.object({
      recipient: z.string(),
      percentage: z.number(),
      liable: z.boolean(),
      charge_processing_fee: z.boolean(),
      /** The recipient's seller was removed after the link was saved: its share must not go out. */
      recipientRemoved: z.boolean().optional(),
    }),
  ),
  /** Why the link needs an edit (a removed split recipient), in pt-BR; absent when none. */
  splitWarning: z.string().optional(),
  status: z.enum(LINK_STATUSES),
  type: z.enum(LINK_TYPES),
  id_juros: z.string().nullable(),
  /** One payment or many (issue 20), with the optional limit and closing instant (ISO). */
  usage: z.enum(LINK_USAGES),
  maxPayments: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  /** Payments taken so far (paid, refunded or not). */
  paidCount: z.number().int(),
  /** Set when the link takes no more payments (paid, limit reached, expired), as the payer sees it. */
  closed: linkClosedSchema.nullable(),
  /**
   * A payer can still pay it (status, closure and deletion, the server's one rule): 'Reenviar por
   * email' is offered only then (issue 41).
   */
  payable: z.boolean(),
  data_criacao_pagamento: z.string(),
  updatedAt: z.string(),
  seller: named,
  marketplace: named,
  /** What the seller keeps of a sale at the link's amount (issue 38): per method, card per count. */
  voce_recebe: z.array(netLineViewSchema),
  /** Quantity, 'valor livre', custom fields and what follows a paid payment (issue 40). */
  checkout: checkoutSettingsViewSchema,
});
export type LinkView = z.infer<typeof linkViewSchema>;

/** Spec 000 "Installment option": times, value, valueFormatted; taxa, total, totalFormatted, parcela. */
export const installmentViewSchema = z.object({
  times: z.number().int(),
  parcela: z.string(),
  interestFree: z.boolean(),
  value: z.number(),
  valueCents: z.number().int(),
  valueFormatted: z.string(),
  /** Interest-free amounts that do not divide evenly: the extra cents go on the first installment. */
  firstInstallmentExtraCents: z.number().int(),
  total: z.number(),
  totalCents: z.number().int(),
  totalFormatted: z.string(),
  /** Annual percent; null when interest-free. */
  taxa: z.number().nullable(),
  /** Monthly percent the installments are priced with (taxa / 12, to the hundredth); null when interest-free. */
  taxaMensal: z.number().nullable(),
  /** CET: the annual cost of these installments, rounding included (percent); null when interest-free. */
  cet: z.number().nullable(),
  label: z.string(),
});
export type InstallmentView = z.infer<typeof installmentViewSchema>;

/** What a payer may see: nothing about split rules, plan ids or the seller's contacts. */
export const payerLinkSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  customerEmail: z.string().nullable(),
  paymentMethods: z.array(z.enum(LINK_PAYMENT_METHODS)),
  /** What the boleto will say (due days, fee, interest); null when the link offers no boleto. */
  boleto: boletoSettingsViewSchema.nullable(),
  status: z.enum(LINK_STATUSES),
  type: z.enum(LINK_TYPES),
  seller: z.object({ nome: z.string() }),
  marketplace: z.object({ nome: z.string(), branding: brandSettingsSchema }),
  installments: z.array(installmentViewSchema),
  usage: z.enum(LINK_USAGES),
  expiresAt: z.string().nullable(),
  /** Set when the link takes no more payments: the page shows this instead of the methods. */
  closed: linkClosedSchema.nullable(),
  /**
   * Why the link cannot be paid yet, in pt-BR (its seller is still under review at the provider,
   * or was refused); absent when it can. The payer page shows it instead of the payment form.
   */
  unavailableReason: z.string().optional(),
  /** Quantity, 'valor livre', custom fields and what follows a paid payment (issue 40). */
  checkout: checkoutSettingsViewSchema,
});
export type PayerLink = z.infer<typeof payerLinkSchema>;

/**
 * The price of a payer's choice (POST /payment-quote/:linkId): what the page shows before paying,
 * the coupon's discount and the new total included. Figures in cents; `installments` are those of
 * the total, like the payer view's for a fixed link.
 */
export const quoteSchema = z.object({
  quantity: z.number().int(),
  unitAmountCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  /** The coupon applied (its code, as the seller wrote it); null without one. */
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  installments: z.array(installmentViewSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

/** The links list: 25 a page like the transactions, at most 100. */
export const LINKS_PAGE_SIZE = 25;
export const LINKS_PAGE_SIZE_MAX = 100;

const linkAnswer = z.object({ message: z.string(), data: z.object({ payment: linkViewSchema }) });
const optionalUuid = z
  .union([uuidParam, z.literal('')])
  .optional()
  .transform((v) => v || undefined);

export const linksContract = {
  create: endpoint({
    method: 'POST',
    path: '/register-payment',
    tag: 'links',
    // A marketplace owner names one of its sellers with seller_id; everyone else's is ignored.
    body: createPaymentLinkSchema.and(
      z.object({
        seller_id: z
          .union([z.string(), z.number()])
          .nullish()
          .transform((v) => (v == null ? undefined : String(v))),
      }),
    ),
    response: { 201: linkAnswer },
  }),
  list: endpoint({
    method: 'GET',
    path: '/payment/:userId',
    tag: 'links',
    params: z.object({ userId: z.string().max(64) }),
    summary:
      'The caller’s links (an admin’s: all, filtered), newest first, paged and searched on the server.',
    query: z.object({
      marketplaceId: optionalUuid,
      sellerId: optionalUuid,
      q: z.string().trim().max(100).optional(),
      ...pagingQuery({ defaultSize: LINKS_PAGE_SIZE, maxSize: LINKS_PAGE_SIZE_MAX }),
    }),
    response: { 200: z.object({ payments: z.array(linkViewSchema), ...pageAnswerFields }) },
  }),
  filters: endpoint({
    method: 'GET',
    path: '/payment-filters',
    tag: 'links',
    summary: 'Admin: the options of the marketplace and seller filters.',
    response: {
      200: z.object({
        marketplaces: z.array(named),
        sellers: z.array(named.extend({ marketplaceId: z.string() })),
      }),
    },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/payment-update/:paymentId',
    tag: 'links',
    params: z.object({ paymentId: z.string().max(64) }),
    body: updatePaymentLinkSchema,
    response: { 200: linkAnswer },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/payment-remove/:paymentId',
    tag: 'links',
    params: z.object({ paymentId: z.string().max(64) }),
    response: { 200: messageAnswerSchema },
  }),
  payerView: endpoint({
    method: 'GET',
    path: '/payment-ver/:linkId',
    tag: 'links',
    summary: 'Public: what a payer sees of a link, installments priced by the server.',
    params: z.object({ linkId: z.string().regex(LINK_ID_PATTERN, { error: LINK_INVALID }) }),
    response: { 200: z.object({ payments: payerLinkSchema }) },
  }),
  quote: endpoint({
    method: 'POST',
    path: '/payment-quote/:linkId',
    tag: 'links',
    summary:
      'Public: the price of the payer’s choice (quantity, own amount, coupon) with its installments, priced by the server; the charge prices it again.',
    params: z.object({ linkId: z.string().regex(LINK_ID_PATTERN, { error: LINK_INVALID }) }),
    body: orderRequestSchema,
    response: { 200: quoteSchema },
  }),
  splitRecipients: endpoint({
    method: 'GET',
    path: '/split-recipients',
    tag: 'links',
    summary: 'The other sellers of the caller’s marketplace, for the split picker.',
    response: { 200: z.object({ recipients: z.array(named) }) },
  }),
};
