import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, uuidParam } from './params';

/**
 * Antecipação (issue 38): a seller's future receivables paid early by the provider, for a fee.
 * Asked as an amount (`valor`, cents, nearest receivables first) or a period of expected dates
 * (`de`..`ate`), exactly one of the two. A marketplace names one of its sellers with `sellerId`.
 */

/**
 * `em_verificacao`: the request reached the provider but its answer was lost; it is never asked
 * again, and leaves by the seller's antecipações at the provider (docs/anticipation.md).
 */
export const ANTICIPATION_STATUSES = [
  'solicitada',
  'em_verificacao',
  'aprovada',
  'paga',
  'recusada',
] as const;
export type AnticipationStatus = (typeof ANTICIPATION_STATUSES)[number];

export const ANTICIPATION_STATUS_LABELS: Record<AnticipationStatus, string> = {
  solicitada: 'Solicitada',
  em_verificacao: 'Em verificação',
  aprovada: 'Aprovada',
  paga: 'Paga',
  recusada: 'Recusada',
};

const isoDate = z.iso.date({ error: 'Data inválida (AAAA-MM-DD)' });

export const anticipationRequestSchema = z
  .object({
    sellerId: z.string().regex(UUID_PATTERN, { error: 'Vendedor inválido.' }).optional(),
    valor: z
      .number({ error: 'Informe o valor a antecipar' })
      .int({ error: 'Informe o valor em centavos' })
      .positive({ error: 'O valor a antecipar deve ser maior que zero' })
      .optional(),
    de: isoDate.optional(),
    ate: isoDate.optional(),
  })
  .refine((b) => (b.valor === undefined) !== (b.de === undefined && b.ate === undefined), {
    error: 'Informe o valor ou o período a antecipar (um dos dois).',
  })
  .refine((b) => (b.de === undefined) === (b.ate === undefined), {
    error: 'Informe o início e o fim do período.',
    path: ['ate'],
  })
  .refine((b) => !b.de || !b.ate || b.de <= b.ate, {
    error: 'O fim do período deve ser depois do início.',
    path: ['ate'],
  });
export type AnticipationRequest = z.infer<typeof anticipationRequestSchema>;
export type AnticipationRequestInput = z.input<typeof anticipationRequestSchema>;

export const anticipatedReceivableSchema = z.object({
  receivableId: z.string(),
  transactionId: z.string(),
  installment: z.number().int(),
  amountCents: z.number().int(),
  /** When it would have been received (`YYYY-MM-DD`). */
  expectedOn: z.string(),
  feeCents: z.number().int(),
});

export const anticipationQuoteSchema = z.object({
  sellerId: z.string(),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  /** `YYYY-MM-DD` the money reaches the balance. */
  prepaymentDate: z.string(),
  receivables: z.array(anticipatedReceivableSchema),
});
export type AnticipationQuote = z.infer<typeof anticipationQuoteSchema>;

export const anticipationSchema = anticipationQuoteSchema.extend({
  id: z.string(),
  status: z.enum(ANTICIPATION_STATUSES),
  refusalReason: z.string().nullable(),
  /** What was asked: an amount, or a period. */
  valor: z.number().int().nullable(),
  de: z.string().nullable(),
  ate: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type Anticipation = z.infer<typeof anticipationSchema>;

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};

export const anticipationContract = {
  quote: endpoint({
    method: 'POST',
    path: '/anticipations/quote',
    tag: 'anticipation',
    summary: 'Simular antecipação',
    body: anticipationRequestSchema,
    response: { 200: anticipationQuoteSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/anticipations',
    tag: 'anticipation',
    summary: 'Confirmar antecipação (Idempotency-Key obrigatório)',
    body: anticipationRequestSchema,
    response: { 201: anticipationSchema, ...errors },
  }),
  list: endpoint({
    method: 'GET',
    path: '/anticipations',
    tag: 'anticipation',
    query: z.object({ sellerId: z.string().optional() }),
    response: { 200: z.object({ data: z.array(anticipationSchema) }), ...errors },
  }),
  read: endpoint({
    method: 'GET',
    path: '/anticipations/:id',
    tag: 'anticipation',
    params: z.object({ id: uuidParam }),
    response: { 200: anticipationSchema, ...errors },
  }),
} as const;

/**
 * `/v1` (docs/developers.md): the same calls for a shop's server, money named as `/v1` names it
 * (`amount`, `fee`, `net` in cents beside `currency`). Exactly one of `amount` or the period.
 */
export const v1AnticipationRequestSchema = z
  .object({
    sellerId: z.string().regex(UUID_PATTERN, { error: 'Vendedor inválido.' }).optional(),
    amount: z.number().int().positive({ error: 'O valor a antecipar deve ser maior que zero' }).optional(),
    expectedFrom: isoDate.optional(),
    expectedTo: isoDate.optional(),
  })
  .strict();
export type V1AnticipationRequest = z.infer<typeof v1AnticipationRequestSchema>;

const v1Figures = {
  sellerId: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  currency: z.literal('BRL'),
  prepaymentDate: z.string(),
  receivables: z.array(anticipatedReceivableSchema),
};
export const v1AnticipationQuoteSchema = z.object({ object: z.literal('anticipation_quote'), ...v1Figures });
export const v1AnticipationSchema = z.object({
  id: z.string(),
  object: z.literal('anticipation'),
  status: z.enum(ANTICIPATION_STATUSES),
  refusalReason: z.string().nullable(),
  ...v1Figures,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const v1AnticipationContract = {
  quote: endpoint({
    method: 'POST',
    path: '/anticipations/quote',
    tag: 'v1',
    summary: 'Simulates an antecipação (scope anticipations:write): amount, fee, net and the date.',
    body: v1AnticipationRequestSchema,
    response: { 200: v1AnticipationQuoteSchema, ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/anticipations',
    tag: 'v1',
    summary: 'Confirms an antecipação (scope anticipations:write); Idempotency-Key required.',
    body: v1AnticipationRequestSchema,
    response: { 201: v1AnticipationSchema, ...errors },
  }),
  read: endpoint({
    method: 'GET',
    path: '/anticipations/:id',
    tag: 'v1',
    summary: 'One antecipação (scope anticipations:read); another tenant’s answers 404.',
    params: z.object({ id: uuidParam }),
    response: { 200: v1AnticipationSchema, ...errors },
  }),
} as const;
