import nodemailer from 'nodemailer';
import { toSingleLine } from '@pagora/shared';
import type { MailConfig } from '../../config';
import type { RenderedMail } from './render';

/** What the sweep needs from a mail server: send one message (by its outbox id) or throw. */
export type MailTransport = {
  send(to: string, mail: RenderedMail, outboxId: string): Promise<void>;
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
  const domain = messageIdDomain(config.from);
  return {
    async send(to, mail, outboxId) {
      await transporter.sendMail({
        to,
        // The outbox row's id, not a random one: a message sent twice (the instance died between
        // the server's acceptance and our update) carries the same Message-ID both times, so the
        // duplicate can be matched and mail clients thread or drop it (issue 35).
        messageId: `<${outboxId}@${domain}>`,
        // Subjects are put on one line when queued; a row written before that rule is too here.
        subject: toSingleLine(mail.subject),
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

/** The domain of MAIL_FROM's address (`Pagora <nao-responda@pagora.local>`: pagora.local). */
export function messageIdDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1];
  return domain ?? 'pagora.local';
}
