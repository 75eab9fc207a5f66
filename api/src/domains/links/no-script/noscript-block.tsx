import { randomBytes } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { payerLinkSchema, type PayerLink } from '@pagora/shared/contracts';
import { NO_SCRIPT_CSS, NoScriptCheckout } from './checkout-form';

/** A fresh value for the boleto's hidden `chave` (see payments/no-script/boleto-key.ts). */
export const newFormNonce = (): string => randomBytes(16).toString('base64url');

/** The payer view's body (`{ payments }`) as a payable link, or null (closed, blocked, unreadable). */
export function payableViewOf(body: unknown): PayerLink | null {
  const parsed = payerLinkSchema.safeParse((body as { payments?: unknown } | null)?.payments);
  if (!parsed.success) return null;
  const link = parsed.data;
  return link.closed || link.unavailableReason ? null : link;
}

/**
 * Shown where scripts are off, the scripted checkout (`data-needs-js`) and the template's 'ative o
 * JavaScript' line (`.noscript`, remote-checkout's index.html: this form pays without it) hidden.
 * A media query first: it also holds where scripts are stopped without the HTML parser knowing
 * (a browser test's `javaScriptEnabled: false`, as the template notes), where `<noscript>` stays
 * unparsed text; the `<noscript>` style serves engines older than `scripting`.
 */
const SHOWN = '.pg-ns{display:block}[data-needs-js],.noscript{display:none}';
const CSS = `.pg-ns{display:none;max-width:480px;margin:0 auto;padding:16px;font-family:Arial,Helvetica,sans-serif}@media (scripting:none){${SHOWN}}${NO_SCRIPT_CSS}`;

/**
 * What a browser without scripts shows on `/pay/:linkId` (WhatsApp's and Instagram's in-app
 * browsers on cheap phones): plain forms in place of the scripted checkout. React escapes every
 * text and attribute; the block is small and inline, so the first screen's weight barely moves.
 * Empty for a link that cannot be paid: its SSR already says why.
 */
export function noScriptBlock(link: PayerLink | null): string {
  if (!link) return '';
  const form = renderToStaticMarkup(
    <NoScriptCheckout link={link} state={{ values: {}, errors: {} }} nonce={newFormNonce()} />,
  );
  return `<style>${CSS}</style><noscript><style>${SHOWN}</style></noscript><div class="pg-ns">${form}</div>`;
}

/** The block at the end of the body: after the rendered summary (seller, description, amount). */
export function withNoScript(html: string, block: string): string {
  if (block === '') return html;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + block : html.slice(0, end) + block + html.slice(end);
}
