import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorBodySchema, messageAnswerSchema } from './errors';

/** 'Enviar link por e-mail' / 'Reenviar por e-mail' (issue 23, message 4). */
export const LINK_MAIL_MESSAGES = {
  queued: 'Link enviado por email para o cliente.',
  recent: 'O link já foi enviado há instantes. Aguarde um minuto para reenviar.',
  noEmail: 'Este link não tem email do cliente.',
  notPayable: 'Este link não pode mais ser pago.',
} as const;

export const linkMailContract = {
  send: endpoint({
    method: 'POST',
    path: '/payment-email/:paymentId',
    tag: 'links',
    summary: "Emails the link to its 'Para:' address (customerEmail); at most once a minute per link.",
    params: z.object({ paymentId: z.string().max(64) }),
    response: {
      202: messageAnswerSchema,
      404: errorBodySchema,
      409: errorBodySchema,
      422: errorBodySchema,
    },
  }),
};
