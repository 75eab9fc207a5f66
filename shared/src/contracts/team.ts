import { z } from 'zod';
import {
  emailField,
  parseReaisDetailed,
  requiredString,
  teamRoleSchema,
  type TeamRole,
} from '@pagora/shared';
import { endpoint } from './endpoint';
import { loginAnswerSchema } from './accounts';
import { uuidParam } from './params';

/**
 * A business's team ('Equipe', issue 39): the account's own login (the titular, always an owner)
 * and the people it invited, each with one role. Roles and permissions: `@pagora/shared` team/roles.
 */

export const TEAM_FORM_MESSAGES = {
  nomeRequired: 'Nome é obrigatório',
  nomeTooLong: 'Máximo de 120 caracteres',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  refundLimitRequired: 'Informe o limite de estorno do Financeiro',
  refundLimitInvalid: 'Limite de estorno inválido (ex: 500,00)',
  refundLimitOnlyFinance: 'Só o papel Financeiro tem limite de estorno',
} as const;

export const TEAM_MEMBER_STATUSES = ['ativo', 'convidado', 'expirado'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];
export const TEAM_STATUS_LABELS: Record<TeamMemberStatus, string> = {
  ativo: 'Ativo',
  convidado: 'Convite enviado',
  expirado: 'Convite expirado',
};

/** Reais as the app's forms write them ('500,00'); '' or absent: none. */
const refundLimitField = z
  .union([z.string(), z.number()], { error: TEAM_FORM_MESSAGES.refundLimitInvalid })
  .nullish()
  .transform((v) => (v === '' || v === null ? undefined : v));

/** A finance member needs a refund limit; no other role has one. */
function refundLimitRule(
  value: { role: TeamRole; refundLimit?: string | number | undefined },
  ctx: z.RefinementCtx,
) {
  const issue = (message: string) =>
    ctx.addIssue({ code: 'custom', message, path: ['refundLimit'], input: value.refundLimit });
  if (value.role !== 'finance') {
    if (value.refundLimit !== undefined) issue(TEAM_FORM_MESSAGES.refundLimitOnlyFinance);
    return;
  }
  if (value.refundLimit === undefined) return issue(TEAM_FORM_MESSAGES.refundLimitRequired);
  if (!parseReaisDetailed(value.refundLimit).ok) issue(TEAM_FORM_MESSAGES.refundLimitInvalid);
}

export const teamRoleChangeSchema = z
  .object({ role: teamRoleSchema, refundLimit: refundLimitField })
  .superRefine(refundLimitRule);
export type TeamRoleChangeInput = z.input<typeof teamRoleChangeSchema>;

export const teamInviteSchema = z
  .object({
    nome: requiredString(TEAM_FORM_MESSAGES.nomeRequired).max(120, { error: TEAM_FORM_MESSAGES.nomeTooLong }),
    email: emailField(TEAM_FORM_MESSAGES.emailRequired, TEAM_FORM_MESSAGES.emailInvalid),
    role: teamRoleSchema,
    refundLimit: refundLimitField,
  })
  .superRefine(refundLimitRule);
export type TeamInviteInput = z.input<typeof teamInviteSchema>;
export type TeamInvite = z.output<typeof teamInviteSchema>;

export const teamMemberSchema = z.object({
  /** The membership; for the titular, the account's own login id. */
  id: z.string(),
  /** The account's own login: always an owner, never changed or removed. */
  titular: z.boolean(),
  nome: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  roleLabel: z.string(),
  refundLimitCents: z.number().int().nullable(),
  /** 'R$ 500,00', or null. */
  refundLimit: z.string().nullable(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  invitedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  twoFactor: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamAnswerSchema = z.object({
  members: z.array(teamMemberSchema),
  /** The owner requires two-step sign-in of every member. */
  twoFactorRequired: z.boolean(),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;

export const businessSchema = z.object({
  /** null: the login acting as itself. */
  membershipId: z.string().nullable(),
  businessName: z.string(),
  role: teamRoleSchema,
  roleLabel: z.string(),
  current: z.boolean(),
});
export type Business = z.infer<typeof businessSchema>;

const idParams = z.object({ id: uuidParam });

export const teamContract = {
  list: endpoint({ method: 'GET', path: '/equipe', tag: 'team', response: { 200: teamAnswerSchema } }),
  invite: endpoint({
    method: 'POST',
    path: '/equipe/convites',
    tag: 'team',
    body: teamInviteSchema,
    response: { 201: teamMemberSchema },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/equipe/:id/reenviar',
    tag: 'team',
    params: idParams,
    response: { 200: teamMemberSchema },
  }),
  changeRole: endpoint({
    method: 'PUT',
    path: '/equipe/:id',
    tag: 'team',
    params: idParams,
    body: teamRoleChangeSchema,
    response: { 200: teamMemberSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/equipe/:id',
    tag: 'team',
    params: idParams,
    response: { 204: z.null() },
  }),
  requireTwoFactor: endpoint({
    method: 'PUT',
    path: '/equipe/duas-etapas',
    tag: 'team',
    body: z.object({ required: z.boolean({ error: 'Informe se a verificação é obrigatória' }) }),
    response: { 200: z.object({ twoFactorRequired: z.boolean() }) },
  }),
  businesses: endpoint({
    method: 'GET',
    path: '/equipe/negocios',
    tag: 'team',
    response: { 200: z.object({ data: z.array(businessSchema) }) },
  }),
  switchBusiness: endpoint({
    method: 'POST',
    path: '/equipe/trocar',
    tag: 'team',
    body: z.object({ membershipId: uuidParam.nullable() }),
    response: { 200: loginAnswerSchema },
  }),
} as const;
