import { z } from 'zod';
import { emailField } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema, messageAnswerSchema } from './errors';
import { uuidParam } from './params';

/**
 * 'Receber comprovante por e-mail' on the PIX panel (issue 23, message 2): a PIX payer whose link
 * names no customer e-mail can still get the receipt.
 */
export const RECEIPT_EMAIL_MESSAGES = {
  label: 'Receber comprovante por email',
  saved: 'Pronto! O comprovante será enviado para este email.',
  closed: 'Este pagamento não aceita mais um email para o comprovante.',
  notFound: 'Pagamento não encontrado.',
  required: 'Informe o email',
  invalid: 'Email inválido',
} as const;

export const receiptEmailSchema = z.object({
  email: emailField(RECEIPT_EMAIL_MESSAGES.required, RECEIPT_EMAIL_MESSAGES.invalid),
});
export type ReceiptEmailInput = z.input<typeof receiptEmailSchema>;

export const receiptEmailContract = {
  set: endpoint({
    method: 'PUT',
    path: '/receipt/:id/email',
    tag: 'payments',
    summary:
      "Where the PIX payer's receipt goes: only the browser that created the code (X-Payer-Token), while it waits for payment, or just paid with no address yet.",
    params: z.object({ id: uuidParam }),
    body: receiptEmailSchema,
    response: { 200: messageAnswerSchema, 404: errorBodySchema, 409: errorBodySchema },
  }),
};
