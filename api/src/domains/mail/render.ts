import { createElement, type FunctionComponent } from 'react';
import { MAIL_KINDS, isMailKind, type MailKind } from './kinds';
import type { MailBrand } from './templates/layout';
import type { TemplateInput } from './templates/messages';

export type RenderedMail = {
  subject: string;
  html: string;
  text: string;
  /** Sent as List-Unsubscribe (with one-click POST, RFC 8058) when the message has one. */
  unsubscribeUrl: string | null;
};

/** Subject of a message (also stored on the row, for the back office's list and search). */
export function subjectOf<K extends MailKind>(kind: K, data: unknown): string {
  const subject = MAIL_KINDS[kind].subject as (d: unknown) => string;
  return subject(MAIL_KINDS[kind].data.parse(data));
}

/**
 * HTML and plain text from the same React Email template: React escapes every value it prints,
 * so a name like `<b>x</b>` arrives as text, and the plain part is derived from that HTML.
 */
export async function renderMail(
  row: { kind: string; subject: string; data: unknown },
  ctx: {
    brand: MailBrand;
    publicUrl: string;
    secret: string | null;
    unsubscribeUrl?: string | null;
    privacyUrl?: string | null;
  },
): Promise<RenderedMail> {
  if (!isMailKind(row.kind)) throw new Error(`unknown mail kind ${row.kind}`);
  const kind: MailKind = row.kind;
  const data = MAIL_KINDS[kind].data.parse(row.data);
  // The templates and React Email load on the first message rendered, not when the process
  // starts: most processes (a test file, an instance without SMTP) never render one, and loading
  // them took 0.3 s of every start.
  const [{ TEMPLATES }, { render }] = await Promise.all([
    import('./templates/messages'),
    import('@react-email/render'),
  ]);
  const template = TEMPLATES[kind] as FunctionComponent<TemplateInput<MailKind>>;
  const element = createElement(template, {
    brand: ctx.brand,
    publicUrl: ctx.publicUrl,
    data,
    secret: ctx.secret,
    unsubscribeUrl: ctx.unsubscribeUrl ?? null,
    privacyUrl: ctx.privacyUrl ?? null,
  });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: row.subject, html, text, unsubscribeUrl: ctx.unsubscribeUrl ?? null };
}
