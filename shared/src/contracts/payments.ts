import { z } from 'zod';
import { PAYMENT_METHODS, TRANSACTION_STATUSES } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { LINK_ID_PATTERN, LINK_INVALID } from './links';
import { uuidParam } from './params';

export const METHOD_INVALID = 'Método de pagamento inválido';

/**
 * The route's first check (and OpenAPI); the full check parses the PIX or card body with the
 * shared schema the checkout uses, so the payer sees the spec's message for the first bad field.
 */
export const paymentBodySchema = z.looseObject({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: METHOD_INVALID }),
});

export const cardResultSchema = z.object({
  status_transacao: z.enum(['pago', 'pendente', 'falha']),
  id: z.string(),
  valor: z.number(),
  parcelas: z.number().int(),
  valor_parcela: z.number(),
  bandeira: z.string().nullable(),
  final_cartao: z.string(),
  /** Opens this payment's receipt and boleto PDF (`?t=`), with its id: only the payer gets it. */
  documentToken: z.string().optional(),
});
export const pixAnswerSchema = z.object({
  barCode: z.object({ emv: z.string() }),
  id_transacao: z.string(),
  id: z.string(),
  /** The provider's deadline (issue 28), ISO. */
  expiresAt: z.string(),
  /** Seconds left when answered: the page counts down from this, whatever the payer's clock says. */
  expiresInSeconds: z.number().int(),
  valor: z.number(),
  status: z.literal('pendente_pix'),
  /** Opens this payment's receipt and boleto PDF (`?t=`), with its id: only the payer gets it. */
  documentToken: z.string().optional(),
});
/** A boleto issued (issue 24): the codes the payer pays with; the status turns live like a PIX's. */
export const boletoAnswerSchema = z.object({
  id: z.string(),
  status: z.literal('pendente'),
  boleto: z.object({
    /** 44 digits. */
    barcode: z.string(),
    /** 47 digits (the linha digitável), shown grouped. */
    digitableLine: z.string(),
    /** `YYYY-MM-DD`. */
    dueDate: z.string(),
    /** Our printable boleto (PDF). */
    url: z.string(),
    amountCents: z.number().int(),
  }),
  /** Opens this payment's receipt and boleto PDF (`?t=`), with its id: only the payer gets it. */
  documentToken: z.string().optional(),
});
export type BoletoAnswer = z.infer<typeof boletoAnswerSchema>;
export const cardAnswerSchema = z.object({ data: z.object({ data: cardResultSchema }) });
/** A refused card: the checkout routes to /payment-declined with what was tried. */
export const cardDeclinedAnswerSchema = errorBodySchema.extend({
  data: z.object({ data: cardResultSchema }),
});
export type PixAnswer = z.infer<typeof pixAnswerSchema>;
export type CardAnswer = z.infer<typeof cardAnswerSchema>;
export type CardDeclinedAnswer = z.infer<typeof cardDeclinedAnswerSchema>;

/**
 * The success page's receipt (and its JSON download): what the payer already knows — who was paid,
 * for what, how — and nothing about the card, the payer or the seller's fees.
 */
export const receiptSchema = z.object({
  id: z.string(),
  data_criacao: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  valor: z.number(),
  amountCents: z.number().int(),
  /** The seller's name and the link's description, as the payer page showed them. */
  vendedor: z.string(),
  descricao: z.string(),
  parcelas: z.number().int(),
  /** What the seller gave back (partial or full refund), so the payer's receipt shows it. */
  refundedCents: z.number().int(),
  status: z.enum(TRANSACTION_STATUSES),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * The payer's documents open with the transaction's id and its document token, `?t=` (issue 35):
 * the id alone is shown to sellers, in CSVs and in e-mails. Missing or wrong, the answer is 404.
 */
export const documentQuerySchema = z.object({ t: z.string().max(200).optional() });

const providerErrors = { 502: errorBodySchema, 503: errorBodySchema, 504: errorBodySchema };

export const paymentsContract = {
  pay: endpoint({
    method: 'POST',
    path: '/payment/:paymentLinkId',
    tag: 'payments',
    summary:
      'Pays a link by PIX, card or boleto. Send an Idempotency-Key header to make retries safe (required for a boleto).',
    params: z.object({ paymentLinkId: z.string().regex(LINK_ID_PATTERN, { error: LINK_INVALID }) }),
    body: paymentBodySchema,
    response: {
      200: z.union([pixAnswerSchema, cardAnswerSchema, boletoAnswerSchema]),
      402: cardDeclinedAnswerSchema,
      410: errorBodySchema,
      ...providerErrors,
    },
  }),
  checkoutConfig: endpoint({
    method: 'GET',
    path: '/checkout-config',
    tag: 'payments',
    response: {
      200: z.object({
        sandbox: z.boolean(),
        pixExpirySeconds: z.number().int(),
        pixStatusPollMs: z.number().int(),
      }),
    },
  }),
  receipt: endpoint({
    method: 'GET',
    path: '/receipt/:id',
    tag: 'payments',
    summary: 'The payer’s receipt (JSON), by the transaction’s id and its document token (`?t=`).',
    params: z.object({ id: uuidParam }),
    query: documentQuerySchema,
    response: { 200: receiptSchema },
  }),
  receiptPdf: endpoint({
    method: 'GET',
    path: '/receipt/:id/pdf',
    tag: 'payments',
    summary:
      'The printable pt-BR receipt (PDF) of a transaction, by its id and its document token (`?t=`); only a paid one says paid.',
    params: z.object({ id: uuidParam }),
    query: documentQuerySchema,
    response: { 200: z.unknown() },
  }),
  boletoPdf: endpoint({
    method: 'GET',
    path: '/boleto/:id/pdf',
    tag: 'payments',
    summary:
      'The printable boleto (PDF: beneficiário, pagador, vencimento, valor, nosso número, instruções, linha digitável and bars), by the transaction’s id and its document token (`?t=`).',
    params: z.object({ id: uuidParam }),
    query: documentQuerySchema,
    response: { 200: z.unknown() },
  }),
  sandboxPay: endpoint({
    method: 'POST',
    path: '/sandbox/pay/:transactionId',
    tag: 'payments',
    summary: 'Sandbox only: pays a pending PIX or boleto as the payer’s bank would.',
    params: z.object({ transactionId: uuidParam }),
    response: { 202: z.object({ id: z.string(), message: z.string() }), ...providerErrors },
  }),
};
