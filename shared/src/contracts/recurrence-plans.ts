import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  planBoletoSettingsViewSchema,
  planCreateSchema,
  planUpdateSchema,
} from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, pageAnswerFields, pagingQuery } from './params';

/** Recurrence plans (spec 001 sections 2.5, 3 "Recurrence plan", 7 "Recurrence plans"). */
export const RECURRENCE_PLAN_STATUSES = ['ativo', 'pendente', 'inativo'] as const;

export const PLAN_MESSAGES = {
  added: 'Plano adicionado com sucesso!',
  updated: 'Plano atualizado com sucesso!',
  removed: 'Plano deletado com sucesso!',
  notFound: 'Plano não encontrado.',
  idInvalid: 'ID do plano inválido.',
  userIdInvalid: 'ID do usuário inválido.',
  /** Issue 24: a plan edit that drops 'bank_slip' while boleto subscriptions are live (409). */
  boletoInUse:
    'Este plano tem assinaturas ativas cobradas por boleto: mude a forma de pagamento delas antes de retirar o boleto do plano.',
  hasSubscriptions:
    'Este plano tem assinaturas ativas e não pode ser excluído. Desative-o para não aceitar novas assinaturas.',
} as const;

export const recurrencePlanSchema = z.object({
  id: z.string(),
  id_zoop_plano_assinatura: z.string(),
  nome: z.string(),
  description: z.string(),
  /** Cents, as the spec says. */
  amount: z.number().int(),
  frequency: z.enum(['diario', 'mensal']),
  interval: z.number().int(),
  /** 'credit' and/or 'bank_slip' (issue 24). */
  payment_methods: z.array(z.string()),
  /** The plan's boleto settings; null when its subscriptions cannot be charged by boleto. */
  boleto: planBoletoSettingsViewSchema.nullable(),
  status: z.enum(RECURRENCE_PLAN_STATUSES),
  createdAt: z.string(),
  cliente_id: z.string(),
  marketplaceId: z.string(),
  /** The caller may edit and remove it. */
  proprio: z.boolean(),
});
export type RecurrencePlan = z.infer<typeof recurrencePlanSchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalUuid = (message: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(UUID_PATTERN, { error: message }).optional());
/** Our ids are uuids: anything else is a 400 in pt-BR before any lookup. */
const idParams = z.object({ id: z.string().regex(UUID_PATTERN, { error: PLAN_MESSAGES.idInvalid }) });
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const planAnswer = z.object({ message: z.string(), dados: recurrencePlanSchema });

export const recurrencePlansContract = {
  list: endpoint({
    method: 'GET',
    path: '/planos/cliente/:userId',
    tag: 'recurrence-plans',
    summary: 'Plans the caller may see (an admin: all, filtered by marketplace or seller), newest first.',
    params: z.object({
      userId: z.string().regex(UUID_PATTERN, { error: PLAN_MESSAGES.userIdInvalid }),
    }),
    query: z.object({
      ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: 100 }),
      q: z.string().trim().max(100, { error: 'Busca muito longa.' }).optional(),
      status: z.enum(RECURRENCE_PLAN_STATUSES, { error: 'Status inválido' }).optional(),
      marketplaceId: optionalUuid('Marketplace inválido.'),
      sellerId: optionalUuid('Vendedor inválido.'),
    }),
    response: { 200: z.object({ dados: z.array(recurrencePlanSchema), ...pageAnswerFields }), ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/planos',
    tag: 'recurrence-plans',
    body: planCreateSchema,
    response: { 201: planAnswer, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/planos/:id',
    tag: 'recurrence-plans',
    params: idParams,
    body: planUpdateSchema,
    response: { 200: planAnswer, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/planos/:id',
    tag: 'recurrence-plans',
    params: idParams,
    response: { 200: z.object({ message: z.string() }), ...errors },
  }),
};
