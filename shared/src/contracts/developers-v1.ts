import { z } from 'zod';
import {
  boletoSettingsViewSchema,
  CHECKOUT_MESSAGES,
  DESCRIPTION_MAX,
  linkCheckoutFields,
  LINK_PAYMENT_METHODS,
  PAYMENT_METHODS,
  resolveCheckoutSettings,
  TRANSACTION_STATUSES,
} from '@pagora/shared';
import { billingContract } from './billing';
import { buyersContract } from './buyers';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { checkoutSettingsViewSchema, LINK_ID_PATTERN, LINK_STATUSES } from './links';
import { v1NetLineSchema } from './link-net-preview';
import { pageAnswerFields, pagingQuery, uuidParam } from './params';
import { transactionFiltersSchema } from './transactions';

/**
 * The public API (issue 26), called with a secret key: `Authorization: Bearer pgr_…`. These paths
 * are relative to `/v1` (not `/api`). Amounts are integer cents with `currency: 'BRL'`; errors are
 * `{ message, code, field? }` like the rest of the API, with the message in pt-BR.
 */
const currency = z.literal('BRL', { error: "A moeda deve ser 'BRL'." });
const cents = z.number().int();

export const v1LinkSchema = z.object({
  id: z.string(),
  object: z.literal('link'),
  amount: cents,
  currency,
  description: z.string(),
  paymentMethods: z.array(z.enum(LINK_PAYMENT_METHODS)),
  /** Due days, fee and interest of the link's boletos (hundredths of a percent); null without boleto. */
  boleto: boletoSettingsViewSchema.nullable(),
  status: z.enum(LINK_STATUSES),
  sellerId: z.string(),
  /** The page to send the payer to. */
  url: z.string(),
  paidCount: z.number().int(),
  createdAt: z.string(),
  /** What the seller keeps of a sale at `amount` (issue 38): per method, card per installment count. */
  netPreview: z.array(v1NetLineSchema),
  /** Quantity, 'valor livre' (cents), custom fields, after payment and coupons (issue 40), as sent. */
  checkout: checkoutSettingsViewSchema,
});
export type V1Link = z.infer<typeof v1LinkSchema>;

const AMOUNT_CENTS_MESSAGE = 'Informe o valor em centavos (número inteiro).';
const centsLimit = z
  .number({ error: AMOUNT_CENTS_MESSAGE })
  .int({ error: AMOUNT_CENTS_MESSAGE })
  .min(1, { error: AMOUNT_CENTS_MESSAGE })
  .max(100_000_000, { error: 'O valor máximo é de 100000000 centavos (R$ 1.000.000,00).' });
/** 'Valor livre' limits in integer cents, named as the link's `checkout` answers them. */
const v1CustomAmount = z
  .object({ minCents: centsLimit, maxCents: centsLimit })
  .refine((a) => a.minCents <= a.maxCents, { message: CHECKOUT_MESSAGES.amountOrder, path: ['minCents'] });

export const v1CreateLinkSchema = z
  .object({
    amount: z
      .number({ error: AMOUNT_CENTS_MESSAGE })
      .int({ error: AMOUNT_CENTS_MESSAGE })
      .min(100, { error: 'O valor mínimo é de 100 centavos (R$ 1,00).' })
      .max(100_000_000, { error: 'O valor máximo é de 100000000 centavos (R$ 1.000.000,00).' }),
    currency,
    description: z
      .string({ error: 'A descrição deve ser um texto' })
      .trim()
      .max(DESCRIPTION_MAX, { error: 'A descrição deve ter no máximo 100 caracteres' })
      .default(''),
    paymentMethods: z
      .array(z.enum(LINK_PAYMENT_METHODS, { error: 'Método de pagamento inválido' }), {
        error: 'Selecione pelo menos um método de pagamento',
      })
      .min(1, { error: 'Selecione pelo menos um método de pagamento' }),
    /** A marketplace's key names the seller the link is for; a seller's key ignores it. */
    sellerId: uuidParam.optional(),
    /** The back office's checkout settings (issue 40); `customAmount` in cents, like every /v1 amount. */
    ...linkCheckoutFields,
    customAmount: v1CustomAmount.nullish(),
  })
  .transform(
    ({ pricing, quantity, customAmount, customFields, afterPayment, allowCoupons, ...rest }, ctx) => {
      const parsed = { pricing, quantity, customAmount, customFields, afterPayment, allowCoupons };
      const checkout = resolveCheckoutSettings(parsed, rest.amount);
      if (!checkout.ok) {
        const field = checkout.field === 'customAmount.min' ? 'customAmount' : checkout.field;
        ctx.addIssue({ code: 'custom', message: checkout.message, path: field.split('.') });
        return z.NEVER;
      }
      return { ...rest, checkout: checkout.settings };
    },
  );

/**
 * What the payer chose on the link's page (issue 40): the quantity, the unit amount and the coupon's
 * discount in cents, the answers by field key with the label they had when paid.
 */
export const v1OrderSchema = z.strictObject({
  quantity: z.number().int(),
  unitAmount: cents,
  coupon: z.strictObject({ code: z.string(), discount: cents }).nullable(),
  fields: z.record(z.string(), z.strictObject({ label: z.string(), value: z.string() })),
});
export type V1Order = z.infer<typeof v1OrderSchema>;

export const v1TransactionSchema = z.object({
  id: z.string(),
  object: z.literal('transaction'),
  status: z.enum(TRANSACTION_STATUSES),
  method: z.enum(PAYMENT_METHODS).nullable(),
  amount: cents,
  refundedAmount: cents,
  netAmount: cents,
  currency,
  installments: z.number().int(),
  linkId: z.string().nullable(),
  sellerId: z.string(),
  customer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  order: v1OrderSchema,
});
export type V1Transaction = z.infer<typeof v1TransactionSchema>;

const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), ...pageAnswerFields });
const paging = pagingQuery({ defaultSize: 20, maxSize: 100 });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const linkParams = z.object({
  id: z.string().regex(LINK_ID_PATTERN, { error: 'Link de pagamento inválido' }),
});
const txParams = z.object({ id: uuidParam });

export const v1Contract = {
  createLink: endpoint({
    method: 'POST',
    path: '/links',
    tag: 'v1',
    summary: 'Creates a payment link (scope links:write). Answers the link with its payer URL.',
    body: v1CreateLinkSchema,
    response: { 201: v1LinkSchema, ...errors },
  }),
  listLinks: endpoint({
    method: 'GET',
    path: '/links',
    tag: 'v1',
    summary: "The key owner's live links, newest first (scope links:read).",
    query: z.object({ ...paging, q: z.string().trim().max(100).optional() }),
    response: { 200: page(v1LinkSchema), ...errors },
  }),
  readLink: endpoint({
    method: 'GET',
    path: '/links/:id',
    tag: 'v1',
    summary: 'One link (scope links:read); another tenant’s link answers 404.',
    params: linkParams,
    response: { 200: v1LinkSchema, ...errors },
  }),
  disableLink: endpoint({
    method: 'POST',
    path: '/links/:id/disable',
    tag: 'v1',
    summary: 'Stops a link taking payments (scope links:write); its transactions stay.',
    params: linkParams,
    response: { 200: z.object({ id: z.string(), disabled: z.literal(true) }), ...errors },
  }),
  listTransactions: endpoint({
    method: 'GET',
    path: '/transactions',
    tag: 'v1',
    summary: 'Transactions with the history’s filters (scope transactions:read).',
    query: transactionFiltersSchema.extend(paging),
    response: { 200: page(v1TransactionSchema), ...errors },
  }),
  readTransaction: endpoint({
    method: 'GET',
    path: '/transactions/:id',
    tag: 'v1',
    summary: 'One transaction (scope transactions:read).',
    params: txParams,
    response: { 200: v1TransactionSchema, ...errors },
  }),
  refund: endpoint({
    method: 'POST',
    path: '/transactions/:id/refunds',
    tag: 'v1',
    summary:
      'Refunds all or part of a paid transaction (scope refunds:write). Idempotency-Key header required; a repeat answers the same.',
    params: txParams,
    body: z
      .object({
        amount: z
          .number({ error: 'Informe o valor em centavos (número inteiro).' })
          .int({ error: 'Informe o valor em centavos (número inteiro).' })
          .positive({ error: 'O valor do estorno deve ser maior que zero.' })
          .optional(),
      })
      .default({}),
    response: { 201: v1TransactionSchema, ...errors },
  }),
  listBuyers: endpoint({
    method: 'GET',
    path: '/buyers',
    tag: 'v1',
    summary: "The key owner's buyers (scope buyers:read).",
    query: buyersContract.list.query,
    response: { 200: buyersContract.list.response[200], ...errors },
  }),
  listSubscriptions: endpoint({
    method: 'GET',
    path: '/subscriptions',
    tag: 'v1',
    summary: "The key owner's subscriptions (scope subscriptions:read).",
    query: billingContract.list.query,
    response: { 200: billingContract.list.response[200], ...errors },
  }),
};
