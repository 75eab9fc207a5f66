import { z } from 'zod';
import { TEAM_ROLES } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { pageAnswerFields, pagingQuery, UUID_PATTERN } from './params';

/**
 * 'Atividade' (issue 39): what each person did for a business, recorded by the API itself after
 * every successful change and every login; read-only, filterable, exportable. Days are Brasília
 * `YYYY-MM-DD`.
 */

export const ACTIVITY_KINDS = [
  'login',
  'refund',
  'payout',
  'keys_webhooks',
  'team',
  'settings',
  'sales',
  'management',
  'privacy',
  'other',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  login: 'Acesso',
  refund: 'Estorno',
  payout: 'Saques e contas',
  keys_webhooks: 'Chaves e webhooks',
  team: 'Equipe',
  settings: 'Configurações',
  sales: 'Vendas',
  management: 'Gestão',
  privacy: 'Privacidade',
  other: 'Outros',
};

export const ACTIVITY_PAGE_SIZE = 50;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = (message: string) =>
  z.preprocess(emptyToUndefined, z.string().regex(DAY, { error: message }).optional());

export const activityFilterSchema = z.object({
  from: optionalDay('Data inicial inválida.'),
  to: optionalDay('Data final inválida.'),
  actorId: z.preprocess(
    emptyToUndefined,
    z.string().regex(UUID_PATTERN, { error: 'Membro inválido.' }).optional(),
  ),
  kind: z.preprocess(emptyToUndefined, z.enum(ACTIVITY_KINDS, { error: 'Tipo inválido.' }).optional()),
});
export type ActivityFilter = z.input<typeof activityFilterSchema>;

export const activityListQuerySchema = activityFilterSchema.extend(
  pagingQuery({ defaultSize: ACTIVITY_PAGE_SIZE, maxSize: 200 }),
);
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const activityActorSchema = z.object({ id: z.string(), nome: z.string(), email: z.string() });
export type ActivityActor = z.infer<typeof activityActorSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: activityActorSchema,
  teamRole: z.enum(TEAM_ROLES),
  kind: z.enum(ACTIVITY_KINDS),
  /** A pt-BR sentence: 'Estornou a transação 3f2a…', 'Entrou (Chrome 131 em Windows)'. */
  action: z.string(),
  method: z.string(),
  /** The route's pattern, 'POST /api/transactions/:id/refund'; '' for a login. */
  route: z.string(),
  objectId: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  data: z.array(activityEntrySchema),
  ...pageAnswerFields,
  /** Everyone who ever acted for the business, for the 'Membro' filter. */
  actors: z.array(activityActorSchema),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const activityContract = {
  list: endpoint({
    method: 'GET',
    path: '/atividade',
    tag: 'activity',
    summary: "The business's activity log, newest first.",
    query: activityListQuerySchema,
    response: { 200: activityPageSchema, ...errors },
  }),
  /** Not JSON: the client builds the URL with `pathOf` and downloads it. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/atividade/export.csv',
    tag: 'activity',
    query: activityFilterSchema,
    response: { 200: z.string(), ...errors },
  }),
};
