import { z } from 'zod';
import { isValidCpfOrCnpj, isValidEmail, onlyDigits } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { uuidParam } from './params';

/**
 * LGPD (issue 39): what a business holds about one payer or buyer, its export, its anonymization,
 * and the requests people make (from a receipt e-mail) or the team records. docs/privacy.md.
 */

export const PRIVACY_MESSAGES = {
  subjectRequired: 'Informe o CPF/CNPJ ou o email do titular.',
  subjectBoth: 'Informe só um: o CPF/CNPJ ou o email do titular.',
  documentInvalid: 'CPF ou CNPJ inválido',
  emailInvalid: 'Email inválido',
  confirm: 'Digite ANONIMIZAR para confirmar.',
  anonymized: 'Dados do titular anonimizados.',
  nothingToAnonymize:
    'Nada a anonimizar: os dados deste titular já foram anonimizados ou não estão no seu alcance.',
  requestDone: 'Pedido marcado como atendido.',
  requestNotFound: 'Pedido não encontrado.',
} as const;

/** The name and e-mail domain that replace a person's (RFC 2606: `.invalid` never delivers). */
export const ANONYMIZED_NAME = 'Titular anonimizado';
export const ANONYMIZED_EMAIL_DOMAIN = 'anonimizado.invalid';
export const ANONYMIZE_CONFIRMATION = 'ANONIMIZAR';

const subjectFields = {
  documento: z
    .string()
    .trim()
    .refine(isValidCpfOrCnpj, { error: PRIVACY_MESSAGES.documentInvalid })
    .transform(onlyDigits)
    .optional(),
  email: z
    .string()
    .trim()
    .refine(isValidEmail, { error: PRIVACY_MESSAGES.emailInvalid })
    .transform((e) => e.toLowerCase())
    .optional(),
};

type SubjectInput = { documento?: string | undefined; email?: string | undefined };
const oneSubject = (s: SubjectInput, ctx: z.RefinementCtx) => {
  if (!s.documento && !s.email)
    ctx.addIssue({ code: 'custom', message: PRIVACY_MESSAGES.subjectRequired, path: ['documento'] });
  else if (s.documento && s.email)
    ctx.addIssue({ code: 'custom', message: PRIVACY_MESSAGES.subjectBoth, path: ['email'] });
};

/** Who the question is about: a CPF/CNPJ (digits) or an e-mail (lower case), exactly one. */
export const privacySubjectSchema = z.object(subjectFields).superRefine(oneSubject);
export type PrivacySubject = z.infer<typeof privacySubjectSchema>;

export const anonymizeBodySchema = z
  .object({
    ...subjectFields,
    confirmacao: z.string({ error: PRIVACY_MESSAGES.confirm }).refine((v) => v === ANONYMIZE_CONFIRMATION, {
      error: PRIVACY_MESSAGES.confirm,
    }),
    requestId: uuidParam.optional(),
  })
  .superRefine(oneSubject);
export type AnonymizeBody = z.input<typeof anonymizeBodySchema>;

const address = z.record(z.string(), z.string());
export const privacyBuyerSchema = z.object({
  id: z.string(),
  vendedor: z.string(),
  nome: z.string(),
  email: z.string(),
  documento: z.string(),
  telefone: z.string(),
  endereco: address,
  criadoEm: z.string(),
});
export const privacyTransactionSchema = z.object({
  id: z.string(),
  vendedor: z.string(),
  status: z.string(),
  metodo: z.string(),
  valorCents: z.number().int(),
  estornadoCents: z.number().int(),
  nome: z.string().nullable(),
  email: z.string().nullable(),
  documento: z.string().nullable(),
  telefone: z.string().nullable(),
  /** Brand and last 4 only: no card number is ever stored. */
  cartao: z.string().nullable(),
  criadoEm: z.string(),
  pagoEm: z.string().nullable(),
});
export const privacySubscriptionSchema = z.object({
  id: z.string(),
  plano: z.string(),
  status: z.string(),
  valorCents: z.number().int(),
  criadoEm: z.string(),
});
export const privacyCardSchema = z.object({
  id: z.string(),
  bandeira: z.string(),
  final: z.string(),
  titular: z.string(),
  validade: z.string(),
  removido: z.boolean(),
});
export const privacyMailSchema = z.object({
  id: z.string(),
  para: z.string(),
  assunto: z.string(),
  tipo: z.string(),
  criadoEm: z.string(),
});
export const privacyLinkSchema = z.object({ id: z.string(), descricao: z.string(), email: z.string() });

/** Everything held about the person in the caller's reach: the JSON export is this, keys stable. */
export const privacySummarySchema = z.object({
  titular: z.object({ documento: z.string().nullable(), email: z.string().nullable() }),
  geradoEm: z.string(),
  totais: z.object({
    cadastros: z.number().int(),
    transacoes: z.number().int(),
    assinaturas: z.number().int(),
    cartoes: z.number().int(),
    emails: z.number().int(),
    links: z.number().int(),
  }),
  cadastros: z.array(privacyBuyerSchema),
  transacoes: z.array(privacyTransactionSchema),
  assinaturas: z.array(privacySubscriptionSchema),
  cartoes: z.array(privacyCardSchema),
  emails: z.array(privacyMailSchema),
  links: z.array(privacyLinkSchema),
});
export type PrivacySummary = z.infer<typeof privacySummarySchema>;

export const anonymizeCountsSchema = z.object({
  cadastros: z.number().int(),
  transacoes: z.number().int(),
  logins: z.number().int(),
  cartoes: z.number().int(),
  emails: z.number().int(),
  links: z.number().int(),
});
export type AnonymizeCounts = z.infer<typeof anonymizeCountsSchema>;
export const anonymizeAnswerSchema = z.object({
  message: z.string(),
  /** False when nothing was left to change (a second run): the counts are then all zero. */
  alterado: z.boolean(),
  alterados: anonymizeCountsSchema,
  pedidoId: z.string(),
});

export const PRIVACY_REQUEST_KIND_LABELS = {
  export: 'Exportação',
  anonymize: 'Anonimização',
  payer_access: 'Cópia dos dados',
  payer_erasure: 'Exclusão dos dados',
} as const;
export const privacyRequestSchema = z.object({
  id: z.string(),
  tipo: z.enum(['export', 'anonymize', 'payer_access', 'payer_erasure']),
  status: z.enum(['aberto', 'atendido']),
  origem: z.enum(['equipe', 'pagador']),
  documento: z.string().nullable(),
  email: z.string().nullable(),
  vendedor: z.string().nullable(),
  transacaoId: z.string().nullable(),
  solicitadoEm: z.string(),
  /** `YYYY-MM-DD`, for a payer's request (LGPD art. 19 II: 15 days). */
  prazo: z.string().nullable(),
  /** Days until `prazo` (negative: overdue); null when done or without a deadline. */
  diasRestantes: z.number().int().nullable(),
  concluidoEm: z.string().nullable(),
  concluidoPor: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const payerPageQuery = z.object({ token: z.string().max(300).optional().default('') });

export const privacyContract = {
  subject: endpoint({
    method: 'GET',
    path: '/privacidade/titular',
    tag: 'privacy',
    summary: 'What the business holds about one person (CPF/CNPJ or email), in the caller’s reach.',
    query: privacySubjectSchema,
    response: { 200: privacySummarySchema, ...errors },
  }),
  exportJson: endpoint({
    method: 'GET',
    path: '/privacidade/titular/export.json',
    tag: 'privacy',
    query: privacySubjectSchema,
    response: { 200: z.string(), ...errors },
  }),
  exportPdf: endpoint({
    method: 'GET',
    path: '/privacidade/titular/export.pdf',
    tag: 'privacy',
    query: privacySubjectSchema,
    response: { 200: z.string(), ...errors },
  }),
  anonymize: endpoint({
    method: 'POST',
    path: '/privacidade/anonimizar',
    tag: 'privacy',
    body: anonymizeBodySchema,
    response: { 200: anonymizeAnswerSchema, ...errors },
  }),
  requests: endpoint({
    method: 'GET',
    path: '/privacidade/pedidos',
    tag: 'privacy',
    response: { 200: z.object({ data: z.array(privacyRequestSchema) }), ...errors },
  }),
  completeRequest: endpoint({
    method: 'POST',
    path: '/privacidade/pedidos/:id/concluir',
    tag: 'privacy',
    params: z.object({ id: uuidParam }),
    response: { 200: z.object({ message: z.string(), pedido: privacyRequestSchema }), ...errors },
  }),
  payerPage: endpoint({
    method: 'GET',
    path: '/privacidade/pedido',
    tag: 'privacy',
    summary: 'Public (signed link in a receipt): the payer’s LGPD request page, in pt-BR.',
    query: payerPageQuery,
    response: { 200: z.unknown(), 400: z.unknown() },
  }),
  payerRequest: endpoint({
    method: 'POST',
    path: '/privacidade/pedido',
    tag: 'privacy',
    summary: 'Public (signed link): files the payer’s request (a plain form post) and answers a page.',
    query: payerPageQuery,
    response: { 200: z.unknown(), 400: z.unknown() },
  }),
};
