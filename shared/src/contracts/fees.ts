import { z } from 'zod';
import { PAYMENT_METHOD_IDS, feeTableVersionSchema } from '@pagora/shared';
import { auditEntrySchema } from './audit';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN } from './params';

/**
 * The 'Tabela de taxas' (issue 38, docs/fees.md): the provider's rates a marketplace contracted and
 * its own fee, by the day each version comes into force, its history, and the sales whose provider
 * fee differed from it ('Divergência de taxa'). Rates in hundredths of a percent, money in cents,
 * days in Brasília `YYYY-MM-DD`. Admins name the marketplace with `?marketplaceId=`.
 */

export const FEE_TABLE_ANSWERS = {
  added: 'Nova vigência salva.',
  notFound: 'Marketplace não encontrado.',
  todayTaken: 'Já existe uma vigência começando hoje: ela está em vigor e não pode ser substituída.',
  dayTaken: 'Outra vigência para este dia acabou de ser salva. Recarregue a tabela e tente de novo.',
  recipientNotSeller: 'Escolha o vendedor que recebe a taxa do marketplace',
  marketplaceRequired: 'Escolha o marketplace.',
} as const;

export const feeRatesSchema = z.object({
  pixHundredths: z.number().int(),
  boletoCents: z.number().int(),
  card: z.object({
    '1x': z.number().int(),
    '2-6x': z.number().int(),
    '7-12x': z.number().int(),
    '13-21x': z.number().int(),
  }),
  anticipationMonthHundredths: z.number().int(),
  ownHundredths: z.number().int(),
});

export const feeTableVersionViewSchema = z.object({
  /** Null: no version entered yet, the standard rates apply. */
  id: z.string().nullable(),
  validFrom: z.string().nullable(),
  rates: feeRatesSchema,
  feeRecipient: z.object({ sellerId: z.string(), nome: z.string() }).nullable(),
  createdAt: z.string().nullable(),
});
export type FeeTableVersionView = z.infer<typeof feeTableVersionViewSchema>;

export const feeTableViewSchema = z.object({
  marketplaceId: z.string(),
  /** What applies today (for a seller: what it pays, its own fee override included). */
  current: feeTableVersionViewSchema,
  /** Versions that start after today, soonest first (empty for a seller). */
  scheduled: z.array(feeTableVersionViewSchema),
});
export type FeeTableView = z.infer<typeof feeTableViewSchema>;

export const feeCheckDivergenceSchema = z.object({
  transactionId: z.string(),
  sellerId: z.string(),
  marketplaceId: z.string(),
  day: z.string(),
  method: z.enum(PAYMENT_METHOD_IDS),
  installments: z.number().int(),
  grossCents: z.number().int(),
  expectedFeeCents: z.number().int(),
  chargedFeeCents: z.number().int(),
  createdAt: z.string(),
});
export type FeeCheckDivergence = z.infer<typeof feeCheckDivergenceSchema>;

const optionalUuid = (message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(UUID_PATTERN, { error: message }).optional(),
  );
const marketplaceQuery = z.object({ marketplaceId: optionalUuid('Marketplace inválido.') });
const day = (message: string) =>
  z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const feeTableContract = {
  get: endpoint({
    method: 'GET',
    path: '/fee-table',
    tag: 'fees',
    summary: 'The rates in force and the versions ahead; a seller reads what it pays.',
    query: marketplaceQuery,
    response: { 200: feeTableViewSchema, ...errors },
  }),
  add: endpoint({
    method: 'POST',
    path: '/fee-table',
    tag: 'fees',
    summary: 'Nova vigência: from today or a later day; a future day already taken is replaced.',
    query: marketplaceQuery,
    body: feeTableVersionSchema,
    response: { 201: z.object({ message: z.string(), dados: feeTableViewSchema }), ...errors },
  }),
  history: endpoint({
    method: 'GET',
    path: '/fee-table/history',
    tag: 'fees',
    query: marketplaceQuery,
    response: { 200: z.object({ dados: z.array(auditEntrySchema) }), ...errors },
  }),
  divergences: endpoint({
    method: 'GET',
    path: '/fee-table/divergences',
    tag: 'fees',
    summary:
      'Sales whose provider fee differed from the table: a seller its own, a marketplace its sellers’.',
    query: z.object({
      marketplaceId: optionalUuid('Marketplace inválido.'),
      sellerId: optionalUuid('Vendedor inválido.'),
      from: day('Informe a data inicial (AAAA-MM-DD).'),
      to: day('Informe a data final (AAAA-MM-DD).'),
    }),
    response: { 200: z.object({ data: z.array(feeCheckDivergenceSchema) }), ...errors },
  }),
};
