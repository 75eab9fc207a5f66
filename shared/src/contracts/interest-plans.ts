import { z } from 'zod';
import { INTEREST_PLAN_STATUSES, LIST_PAGE_SIZE, interestPlanSchema } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { UUID_PATTERN, pageAnswerFields, pagingQuery } from './params';

/**
 * Interest-rate plans (spec 001 sections 2.7, 3 "Interest plan", 7 "Interest plans"): 21 annual
 * rates, 1x..21x. A seller or a marketplace owner owns plans; a marketplace owner reads its
 * sellers'; an admin reads all. 'Usar nos meus links' picks the plan new links are priced with.
 */

export const INTEREST_PLAN_MESSAGES = {
  added: 'Plano de juros adicionado com sucesso!',
  updated: 'Plano de juros atualizado com sucesso!',
  removed: 'Juros removido com sucesso!',
  chosen: 'Plano de juros em uso nos seus links!',
  notFound: 'Plano de juros não encontrado.',
  inactiveChoice: 'Ative o plano antes de usá-lo nos seus links.',
  idInvalid: 'ID do plano de juros inválido.',
  userIdInvalid: 'ID do usuário inválido.',
} as const;

/** 409 when a plan still prices something: names how many open links use it. */
export const planInUseMessage = (links: number, chosen: boolean) =>
  links > 0
    ? `Este plano de juros está em uso em ${links} link(s) de pagamento e não pode ser excluído. Desative-o em vez de excluir.`
    : chosen
      ? 'Este plano de juros está em uso nos seus links e não pode ser excluído. Escolha outro plano ou desative-o.'
      : 'Este plano de juros está em uso e não pode ser excluído.';

export const interestPlanItemSchema = z.object({
  id: z.string(),
  id_zoop: z.string(),
  nome: z.string(),
  description: z.string(),
  status: z.enum(INTEREST_PLAN_STATUSES),
  cliente_id: z.string().nullable(),
  marketplaceId: z.string(),
  /** Annual percent per count, '1x'..'21x'. */
  parcelas: z.array(z.object({ parcela: z.string(), taxa: z.number() })),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller's new links are priced with this plan. */
  em_uso: z.boolean(),
  /** The caller may edit, remove and choose it (otherwise it reads it: a seller's plan seen by its marketplace). */
  proprio: z.boolean(),
  /** Open links priced with it now. */
  links_abertos: z.number().int(),
});
export type InterestPlanItem = z.infer<typeof interestPlanItemSchema>;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const planAnswer = z.object({ message: z.string(), dados: interestPlanItemSchema });
/** Our ids are uuids: anything else is a 400 in pt-BR before any lookup. */
const idParams = z.object({
  id: z.string().regex(UUID_PATTERN, { error: INTEREST_PLAN_MESSAGES.idInvalid }),
});

export const interestPlansContract = {
  list: endpoint({
    method: 'GET',
    path: '/juros/cliente/:userId',
    tag: 'interest-plans',
    summary: 'The plans the caller may see, newest first, paged and searched on the server.',
    params: z.object({
      userId: z.string().regex(UUID_PATTERN, { error: INTEREST_PLAN_MESSAGES.userIdInvalid }),
    }),
    query: z.object({
      ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: 100 }),
      q: z.string().trim().max(100, { error: 'Busca muito longa.' }).optional(),
      status: z.enum(INTEREST_PLAN_STATUSES, { error: 'Status inválido' }).optional(),
      /** 'true': only the plan the caller's new links are priced with (the create-link form shows it). */
      em_uso: z.enum(['true'], { error: 'Filtro inválido.' }).optional(),
    }),
    response: { 200: z.object({ dados: z.array(interestPlanItemSchema), ...pageAnswerFields }), ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/juros',
    tag: 'interest-plans',
    body: interestPlanSchema,
    response: { 201: planAnswer, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/juros/:id',
    tag: 'interest-plans',
    params: idParams,
    body: interestPlanSchema,
    response: { 200: planAnswer, ...errors },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/juros/:id',
    tag: 'interest-plans',
    params: idParams,
    response: { 200: z.object({ message: z.string() }), ...errors },
  }),
  choose: endpoint({
    method: 'PUT',
    path: '/juros/:id/usar',
    tag: 'interest-plans',
    summary:
      "'Usar nos meus links': new links of the caller (a marketplace: of its sellers without a choice) use this plan.",
    params: idParams,
    response: { 200: planAnswer, ...errors },
  }),
};
