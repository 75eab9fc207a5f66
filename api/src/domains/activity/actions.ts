import { TEAM_ROLE_LABELS, teamRoleSchema, type Permission } from '@pagora/shared';
import type { ActivityKind } from '@pagora/shared/contracts';

/** What a route's team permission says about the kind of thing done. */
export const KIND_OF_PERMISSION: Record<Permission, ActivityKind> = {
  refund: 'refund',
  payouts: 'payout',
  developers: 'keys_webhooks',
  team: 'team',
  settings: 'settings',
  sell: 'sales',
  manage: 'management',
  privacy: 'privacy',
  resend: 'other',
  statement: 'other',
  personal: 'other',
  read: 'other',
  activity: 'other',
};

/** An id as the screens show it: its first characters, enough to find it in a list. */
export const shortId = (id: string | null): string => (id ? `${id.slice(0, 8)}…` : '');

type Said = { id: string | null; body: unknown };
type Sentence = string | ((s: Said) => string);

const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
};
const roleLabel = (body: unknown) => {
  const role = teamRoleSchema.safeParse(field(body, 'role'));
  return role.success ? TEAM_ROLE_LABELS[role.data] : 'outro papel';
};

/**
 * The sentence of each change, by route; a route not named here is recorded with the generic
 * `POST /api/x`. A POST that only computes (a preview, a quote) changes nothing: `null`, no row.
 */
const SENTENCES: Readonly<Record<string, Sentence | null>> = {
  'POST /api/logout': null,
  'POST /api/links/net-preview': null,
  'POST /api/anticipations/quote': null,
  'POST /api/transactions/:id/refund': (s) => `Estornou a transação ${shortId(s.id)}`,
  'POST /api/transactions/:id/accept-late': (s) =>
    `Aceitou o pagamento atrasado da transação ${shortId(s.id)}`,
  'POST /api/register-payment': 'Criou um link de pagamento',
  'PUT /api/payment-update/:paymentId': (s) => `Editou o link de pagamento ${shortId(s.id)}`,
  'DELETE /api/payment-remove/:paymentId': (s) => `Removeu o link de pagamento ${shortId(s.id)}`,
  'POST /api/payment-email/:paymentId': (s) => `Reenviou o link ${shortId(s.id)} por email`,
  'POST /api/emails/:id/reenviar': (s) => `Reenviou o email ${shortId(s.id)}`,
  'PUT /api/update-profile/:userId': 'Alterou o próprio perfil',
  'POST /api/developer/keys': 'Criou uma chave de API',
  'DELETE /api/developer/keys/:id': (s) => `Revogou a chave de API ${shortId(s.id)}`,
  'POST /api/developer/keys/:id/roll': (s) => `Trocou a chave de API ${shortId(s.id)}`,
  'POST /api/developer/webhooks': 'Cadastrou um webhook',
  'DELETE /api/developer/webhooks/:id': (s) => `Removeu o webhook ${shortId(s.id)}`,
  'POST /api/developer/webhooks/:id/enable': (s) => `Reativou o webhook ${shortId(s.id)}`,
  'POST /api/developer/webhooks/:id/roll-secret': (s) => `Trocou o segredo do webhook ${shortId(s.id)}`,
  'POST /api/developer/webhooks/:id/test': (s) => `Enviou um teste ao webhook ${shortId(s.id)}`,
  'POST /api/bank-accounts': 'Cadastrou uma conta bancária',
  'DELETE /api/bank-accounts/:id': (s) => `Removeu a conta bancária ${shortId(s.id)}`,
  'PUT /api/bank-accounts/:id/default': (s) => `Definiu a conta bancária ${shortId(s.id)} como principal`,
  'POST /api/payouts': 'Solicitou um saque',
  'PUT /api/receiving-policy': 'Alterou a política de recebimento',
  'POST /api/anticipations': 'Solicitou uma antecipação',
  'POST /api/fee-table': 'Alterou a tabela de taxas',
  'PUT /api/update-branch/:cliente_id': 'Alterou a marca',
  'PUT /api/email-preferences': 'Alterou as preferências de email',
  'POST /api/juros': 'Criou um plano de juros',
  'PUT /api/juros/:id': (s) => `Editou o plano de juros ${shortId(s.id)}`,
  'DELETE /api/juros/:id': (s) => `Removeu o plano de juros ${shortId(s.id)}`,
  'POST /api/cupons': (s) => `Criou o cupom ${field(s.body, 'code') ?? ''}`.trim(),
  'PUT /api/cupons/:id': (s) => `Editou o cupom ${field(s.body, 'code') ?? shortId(s.id)}`,
  'PUT /api/cupons/:id/active': (s) =>
    `${(s.body as { active?: unknown } | null)?.active ? 'Reativou' : 'Desativou'} o cupom ${shortId(s.id)}`,
  'DELETE /api/cupons/:id': (s) => `Excluiu o cupom ${shortId(s.id)}`,
  'POST /api/equipe/convites': (s) =>
    `Convidou ${field(s.body, 'email') ?? 'um membro'} como ${roleLabel(s.body)}`,
  'POST /api/equipe/:id/reenviar': (s) => `Reenviou o convite ${shortId(s.id)}`,
  'PUT /api/equipe/:id': (s) => `Alterou o papel do membro ${shortId(s.id)} para ${roleLabel(s.body)}`,
  'DELETE /api/equipe/:id': (s) => `Removeu o membro ${shortId(s.id)} da equipe`,
  'PUT /api/equipe/duas-etapas': 'Alterou a exigência de verificação em duas etapas da equipe',
  'POST /api/equipe/trocar': 'Trocou de negócio',
  'DELETE /api/seguranca/sessoes/:id': (s) => `Encerrou a sessão ${shortId(s.id)}`,
  'POST /api/seguranca/sessoes/encerrar': 'Encerrou sessões abertas',
};

/** The row's sentence for `METHOD pattern`, or null when the route changes nothing. */
export function sentenceOf(route: string, said: Said): string | null {
  const sentence = SENTENCES[route];
  if (sentence === null) return null;
  if (sentence === undefined) return route;
  return typeof sentence === 'string' ? sentence : sentence(said);
}
