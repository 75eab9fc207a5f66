import { z } from 'zod';
import { LIST_PAGE_SIZE } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { pageAnswerFields, pagingQuery, uuidParam } from './params';

/**
 * 'E-mails enviados' (issue 23): the outbox as the back office reads it. `nao_enviavel`: written
 * anyway and never sent, the reason in `ultimoErro` (issue 35).
 */
export const MAIL_STATUSES = ['pendente', 'enviado', 'falhou', 'nao_enviavel'] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatusName, string> = {
  pendente: 'Pendente',
  enviado: 'Enviado',
  falhou: 'Falhou',
  nao_enviavel: 'Não enviável',
};

/** The back office's names of each message kind (api/src/domains/mail/kinds.ts). */
export const MAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  password_reset: 'Redefinição de senha',
  password_changed: 'Senha alterada',
  email_changed: 'Email alterado',
  payment_link: 'Link de pagamento',
  payment_receipt: 'Comprovante',
  refund_notice: 'Estorno',
  new_sale: 'Nova venda',
  sale_reversed: 'Venda revertida',
  sale_disputed: 'Venda contestada',
  sale_dispute_won: 'Contestação encerrada a favor',
  sale_charged_back: 'Chargeback',
  payment_reversed: 'Pagamento revertido',
  boleto_issued: 'Boleto emitido',
  subscription_boleto: 'Boleto da assinatura',
  renewal_refused: 'Renovação recusada',
  card_expiring: 'Cartão vencendo',
  renewal_heads_up: 'Aviso de renovação',
  api_key_created: 'Chave de API criada',
  webhook_endpoint_disabled: 'Webhook desativado',
  bank_account_default_changed: 'Conta de recebimento alterada',
  payout_paid: 'Saque pago',
  payout_failed: 'Saque não concluído',
  fee_divergence: 'Divergência de taxa',
  anticipation_approved: 'Antecipação aprovada',
  anticipation_paid: 'Antecipação paga',
  anticipation_refused: 'Antecipação recusada',
  email_verification: 'Confirmação de email',
  team_invite: 'Convite para a equipe',
  account_invite: 'Convite para criar a senha',
  two_factor_changed: 'Verificação em duas etapas alterada',
  new_device_login: 'Acesso de novo dispositivo',
  privacy_request: 'Pedido de dados pessoais (LGPD)',
};

/** The seller's e-mail preferences: today one, the 'Você recebeu um pagamento' notice. */
export const mailPreferencesSchema = z.object({
  newSale: z.boolean({ error: 'Informe se deseja receber o email de nova venda.' }),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const MAIL_PREFERENCES_SAVED = 'Preferências de email salvas.';

/** The unsubscribe link of a new-sale e-mail: signed, so it works without a login. */
const unsubscribeQuery = z.object({ token: z.string().max(200).optional().default('') });

export const sentMailSchema = z.object({
  id: z.string(),
  para: z.string(),
  assunto: z.string(),
  tipo: z.string(),
  status: z.enum(MAIL_STATUSES),
  tentativas: z.number().int(),
  ultimoErro: z.string().nullable(),
  criadoEm: z.string(),
  enviadoEm: z.string().nullable(),
});
export type SentMail = z.infer<typeof sentMailSchema>;

export const sentMailDetailSchema = sentMailSchema.extend({ html: z.string(), texto: z.string() });
export type SentMailDetail = z.infer<typeof sentMailDetailSchema>;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const mailContract = {
  list: endpoint({
    method: 'GET',
    path: '/emails',
    tag: 'mail',
    summary:
      "Messages the caller may see: admin all, a marketplace its own and its sellers', a seller its own.",
    query: z.object({
      ...pagingQuery({ defaultSize: LIST_PAGE_SIZE, maxSize: 100 }),
      q: z.string().trim().max(254, { error: 'Busca muito longa.' }).optional(),
      status: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z.enum(MAIL_STATUSES, { error: 'Status inválido.' }).optional(),
      ),
    }),
    response: { 200: z.object({ dados: z.array(sentMailSchema), ...pageAnswerFields }), ...errors },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/emails/:id',
    tag: 'mail',
    summary: 'One message as its recipient sees it (a reset link is never shown).',
    params: z.object({ id: uuidParam }),
    response: { 200: z.object({ dados: sentMailDetailSchema }), ...errors },
  }),
  resend: endpoint({
    method: 'POST',
    path: '/emails/:id/reenviar',
    tag: 'mail',
    summary: 'Queues a failed message again.',
    params: z.object({ id: uuidParam }),
    response: { 202: z.object({ message: z.string(), dados: sentMailSchema }), ...errors },
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/email-preferences',
    tag: 'mail',
    summary: 'The seller’s email preferences.',
    response: { 200: z.object({ dados: mailPreferencesSchema }), ...errors },
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/email-preferences',
    tag: 'mail',
    summary: 'Turns the seller’s new-sale email on or off.',
    body: mailPreferencesSchema,
    response: { 200: z.object({ message: z.string(), dados: mailPreferencesSchema }), ...errors },
  }),
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/emails/descadastrar',
    tag: 'mail',
    summary: 'Public (signed link): a pt-BR page asking to confirm turning the new-sale email off.',
    query: unsubscribeQuery,
    response: { 200: z.unknown(), 400: z.unknown() },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/emails/descadastrar',
    tag: 'mail',
    summary:
      'Public (signed link): turns the new-sale email off and answers a pt-BR page; also the one-click List-Unsubscribe-Post target (RFC 8058).',
    query: unsubscribeQuery,
    response: { 200: z.unknown(), 400: z.unknown() },
  }),
};
