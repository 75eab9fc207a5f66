import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN } from './params';

/**
 * The statement ('Extrato', issue 38): every movement of a seller's money, one line each, with its
 * running balance; its reconciliation with the provider's books ('Divergências'); exports. Money in
 * integer cents; days are Brasília `YYYY-MM-DD`. Admin and marketplace callers add `?sellerId=`.
 */

export const STATEMENT_KINDS = [
  'venda',
  'taxa_provedor',
  'taxa_marketplace',
  'split_enviado',
  'split_recebido',
  'estorno',
  'chargeback',
  'chargeback_revertido',
  'antecipacao',
  'taxa_antecipacao',
  'saque',
  'saque_devolvido',
  'ajuste',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  venda: 'Venda',
  taxa_provedor: 'Taxa do provedor',
  taxa_marketplace: 'Taxa do marketplace',
  split_enviado: 'Split enviado',
  split_recebido: 'Split recebido',
  estorno: 'Estorno',
  chargeback: 'Chargeback',
  chargeback_revertido: 'Chargeback revertido',
  antecipacao: 'Antecipação',
  taxa_antecipacao: 'Taxa de antecipação',
  saque: 'Saque',
  saque_devolvido: 'Saque devolvido',
  ajuste: 'Ajuste',
};

export const STATEMENT_PAGE_SIZE = 50;
export const STATEMENT_PAGE_SIZE_MAX = 200;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = (message: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(DAY, { error: message }).optional());
const optionalSellerId = z.preprocess(
  emptyToUndefined,
  z.string().regex(UUID_PATTERN, { error: 'Vendedor inválido.' }).optional(),
);

/** The period of a statement read; absent bounds: the last 30 days up to today. */
export const statementPeriodQuerySchema = z.object({
  sellerId: optionalSellerId,
  from: optionalDay('Data inicial inválida.'),
  to: optionalDay('Data final inválida.'),
});

export const statementListQuerySchema = statementPeriodQuerySchema.extend({
  kind: z.preprocess(emptyToUndefined, z.enum(STATEMENT_KINDS, { error: 'Tipo inválido.' }).optional()),
  /** The `nextCursor` of the previous page (opaque). */
  cursor: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{9,27}$/, { error: 'Cursor inválido.' })
      .optional(),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Tamanho de página inválido.' })
      .int({ error: 'Tamanho de página inválido.' })
      .min(1, { error: 'Tamanho de página inválido.' })
      .max(STATEMENT_PAGE_SIZE_MAX, { error: `O tamanho máximo de página é ${STATEMENT_PAGE_SIZE_MAX}.` })
      .default(STATEMENT_PAGE_SIZE),
  ),
});
export type StatementListQuery = z.input<typeof statementListQuerySchema>;

export const statementLineSchema = z.object({
  /** The line's number in the ledger (also the OFX FITID); later lines have higher numbers. */
  seq: z.string(),
  sellerId: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** Signed: credits positive, debits negative. */
  amountCents: z.number().int(),
  /** The seller's balance right after this line. */
  balanceAfterCents: z.number().int(),
  /** The day the money moved, as the provider books it. */
  day: z.string(),
  occurredAt: z.string(),
  /** The sale it belongs to (its description is the link's or the charge's). */
  transactionId: z.string().nullable(),
  payoutId: z.string().nullable(),
  anticipationId: z.string().nullable(),
  description: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementPageSchema = z.object({
  sellerId: z.string(),
  from: z.string(),
  to: z.string(),
  /** The balance before the period's first line and after its last (whatever the kind filter). */
  openingBalanceCents: z.number().int(),
  closingBalanceCents: z.number().int(),
  data: z.array(statementLineSchema),
  nextCursor: z.string().nullable(),
});
export type StatementPage = z.infer<typeof statementPageSchema>;

export const DIVERGENCE_STATUSES = ['aberta', 'resolvida'] as const;

/** One object (sale, transfer, antecipação) whose amount differs between our books and theirs. */
export const divergentObjectSchema = z.object({
  type: z.enum(['transaction', 'payout', 'anticipation', 'other']),
  id: z.string(),
  ourCents: z.number().int(),
  theirCents: z.number().int(),
});

/** A seller's day where Σ our lines ≠ Σ the provider's history ('conciliacao'). */
export const reconciliationDivergenceSchema = z.object({
  kind: z.literal('conciliacao'),
  id: z.string(),
  sellerId: z.string(),
  marketplaceId: z.string(),
  day: z.string(),
  ourCents: z.number().int(),
  theirCents: z.number().int(),
  /** theirs - ours. */
  differenceCents: z.number().int(),
  objects: z.array(divergentObjectSchema),
  status: z.enum(DIVERGENCE_STATUSES),
  detectedAt: z.string(),
  checkedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ReconciliationDivergence = z.infer<typeof reconciliationDivergenceSchema>;

/** A sale where the provider took another fee than the table's ('Divergência de taxa'). */
export const feeDivergenceViewSchema = z.object({
  kind: z.literal('taxa'),
  id: z.string(),
  transactionId: z.string(),
  sellerId: z.string(),
  marketplaceId: z.string(),
  day: z.string(),
  method: z.string(),
  installments: z.number().int(),
  grossCents: z.number().int(),
  expectedFeeCents: z.number().int(),
  chargedFeeCents: z.number().int(),
  detectedAt: z.string(),
});
export type FeeDivergenceView = z.infer<typeof feeDivergenceViewSchema>;

export const statementDivergenceSchema = z.discriminatedUnion('kind', [
  reconciliationDivergenceSchema,
  feeDivergenceViewSchema,
]);
export type StatementDivergence = z.infer<typeof statementDivergenceSchema>;

export const divergenceListQuerySchema = statementPeriodQuerySchema.extend({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(DIVERGENCE_STATUSES, { error: 'Status inválido.' }).optional(),
  ),
});
export const divergenceListSchema = z.object({ data: z.array(statementDivergenceSchema) });

const requiredDay = (message: string) => z.string({ error: message }).regex(DAY, { error: message });

export const reconcileBodySchema = z.object({
  sellerId: z.string({ error: 'Informe o vendedor.' }).regex(UUID_PATTERN, { error: 'Vendedor inválido.' }),
  from: requiredDay('Data inicial inválida.'),
  to: requiredDay('Data final inválida.'),
});
export type ReconcileBody = z.input<typeof reconcileBodySchema>;

export const reconcileAnswerSchema = z.object({
  sellerId: z.string(),
  from: z.string(),
  to: z.string(),
  daysChecked: z.number().int(),
  /** Days found (still) different in this run. */
  open: z.array(reconciliationDivergenceSchema),
  /** Days that differed before and agree now. */
  resolvedCount: z.number().int(),
});
export type ReconcileAnswer = z.infer<typeof reconcileAnswerSchema>;

/** The marketplace's own fee ('taxa padrão') it received, by seller and day. */
export const feeIncomeSchema = z.object({
  marketplaceId: z.string(),
  from: z.string(),
  to: z.string(),
  totalCents: z.number().int(),
  data: z.array(
    z.object({
      sellerId: z.string(),
      sellerName: z.string(),
      day: z.string(),
      amountCents: z.number().int(),
    }),
  ),
});
export type FeeIncome = z.infer<typeof feeIncomeSchema>;

export const feeIncomeQuerySchema = statementPeriodQuerySchema;

/** The admin's view: per marketplace, the period's totals by kind over all its sellers. */
export const marketplaceStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  data: z.array(
    z.object({
      marketplaceId: z.string(),
      marketplaceName: z.string(),
      /** Only the kinds that moved; signed cents. */
      totals: z.partialRecord(z.enum(STATEMENT_KINDS), z.number().int()),
      netCents: z.number().int(),
      lineCount: z.number().int(),
    }),
  ),
});
export type MarketplaceStatement = z.infer<typeof marketplaceStatementSchema>;

export const monthQuerySchema = z.object({
  sellerId: optionalSellerId,
  month: z.string({ error: 'Informe o mês.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Mês inválido.' }),
});

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const exportQuery = statementPeriodQuerySchema.extend({
  kind: statementListQuerySchema.shape.kind,
});

export const statementContract = {
  list: endpoint({
    method: 'GET',
    path: '/statement',
    tag: 'statement',
    summary: 'Newest first; keyset pages through `cursor`.',
    query: statementListQuerySchema,
    response: { 200: statementPageSchema, ...errors },
  }),
  /** Not JSON: the client builds the URL with `pathOf` and downloads it. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/statement/export.csv',
    tag: 'statement',
    query: exportQuery,
    response: { 200: z.string(), ...errors },
  }),
  exportOfx: endpoint({
    method: 'GET',
    path: '/statement/export.ofx',
    tag: 'statement',
    query: exportQuery,
    response: { 200: z.string(), ...errors },
  }),
  monthPdf: endpoint({
    method: 'GET',
    path: '/statement/month.pdf',
    tag: 'statement',
    query: monthQuerySchema,
    response: { 200: z.string(), ...errors },
  }),
  divergences: endpoint({
    method: 'GET',
    path: '/statement/divergences',
    tag: 'statement',
    query: divergenceListQuerySchema,
    response: { 200: divergenceListSchema, ...errors },
  }),
  reconcile: endpoint({
    method: 'POST',
    path: '/statement/reconcile',
    tag: 'statement',
    body: reconcileBodySchema,
    response: { 200: reconcileAnswerSchema, ...errors },
  }),
  feeIncome: endpoint({
    method: 'GET',
    path: '/statement/fee-income',
    tag: 'statement',
    summary: 'Marketplace (and admin with ?marketplaceId=): its own fee received, by seller and day.',
    query: feeIncomeQuerySchema.extend({
      marketplaceId: z.preprocess(
        emptyToUndefined,
        z.string().regex(UUID_PATTERN, { error: 'Marketplace inválido.' }).optional(),
      ),
    }),
    response: { 200: feeIncomeSchema, ...errors },
  }),
  marketplaces: endpoint({
    method: 'GET',
    path: '/statement/marketplaces',
    tag: 'statement',
    summary: 'Admin only: per marketplace, totals by kind for the period.',
    query: statementPeriodQuerySchema.omit({ sellerId: true }),
    response: { 200: marketplaceStatementSchema, ...errors },
  }),
};

/**
 * The statement on `/v1` (issue 38): the key owner's lines as the back office reads them (signed
 * integer cents, the running balance, keyset pages), scope `statement:read`; a marketplace's key
 * names one of its sellers with `sellerId`.
 */
export const v1StatementContract = {
  list: endpoint({
    method: 'GET',
    path: '/statement',
    tag: 'v1',
    summary: 'The statement, newest first (scope statement:read); keyset pages through `cursor`.',
    query: statementListQuerySchema,
    response: { 200: statementPageSchema, ...errors },
  }),
} as const;
