import { z } from 'zod';

const isoInstant = z.iso.datetime({ offset: true });

/**
 * Every message the platform sends: the values its template needs (stored in the outbox's `data`,
 * parsed again when rendered) and its subject. No card number, CPF/CNPJ or token ever goes in
 * `data`; the reset token travels apart, as the row's `secret`.
 */
export const MAIL_KINDS = {
  password_reset: {
    data: z.object({ nome: z.string(), validMinutes: z.number().int().positive() }),
    subject: () => 'Redefinição de senha',
  },
  password_changed: {
    data: z.object({ nome: z.string(), at: isoInstant }),
    subject: () => 'Sua senha foi alterada',
  },
  email_changed: {
    data: z.object({ nome: z.string(), newEmail: z.string(), at: isoInstant }),
    subject: () => 'O e-mail da sua conta foi alterado',
  },
  payment_link: {
    data: z.object({
      nome: z.string(),
      sellerName: z.string(),
      description: z.string(),
      amountCents: z.number().int().nonnegative(),
      linkId: z.string(),
    }),
    subject: (d: { sellerName: string }) => `${d.sellerName} enviou um link de pagamento`,
  },
} as const;

export type MailKind = keyof typeof MAIL_KINDS;
export type MailData<K extends MailKind> = z.infer<(typeof MAIL_KINDS)[K]['data']>;

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(MAIL_KINDS, kind);
