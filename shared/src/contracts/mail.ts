import { z } from 'zod';
import { LIST_PAGE_SIZE } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { pageAnswerFields, pagingQuery, uuidParam } from './params';

/** 'E-mails enviados' (issue 23): the outbox as the back office reads it. */
export const MAIL_STATUSES = ['pendente', 'enviado', 'falhou'] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Record<MailStatusName, string> = {
  pendente: 'Pendente',
  enviado: 'Enviado',
  falhou: 'Falhou',
};

/** The back office's names of each message kind (api/src/domains/mail/kinds.ts). */
export const MAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  password_reset: 'Redefinição de senha',
  password_changed: 'Senha alterada',
  email_changed: 'E-mail alterado',
  payment_link: 'Link de pagamento',
  payment_receipt: 'Comprovante',
  refund_notice: 'Estorno',
  new_sale: 'Nova venda',
  renewal_refused: 'Renovação recusada',
  api_key_created: 'Chave de API criada',
  webhook_endpoint_disabled: 'Webhook desativado',
};

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
};
