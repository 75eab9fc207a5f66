import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';
import type { RenderedMail } from './render';

/** What the sweep needs from a mail server: send one message or throw. */
export type MailTransport = {
  send(to: string, mail: RenderedMail): Promise<void>;
  close(): void;
};

/**
 * Nodemailer over SMTP (`SMTP_URL`); null without it, and messages then wait in the outbox, where
 * the back office shows them (the `npm start` demo).
 */
export function smtpTransport(config: MailConfig): MailTransport | null {
  if (!config.smtpUrl) return null;
  const transporter = nodemailer.createTransport(config.smtpUrl, {
    from: config.from,
    // Our templates attach nothing: no file or URL of the server's may be pulled into a message.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(to, mail) {
      await transporter.sendMail({
        to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.unsubscribeUrl
          ? {
              list: { unsubscribe: mail.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}
