import { createContext, useContext } from 'react';
import type { PayerLink } from './get-payment-link';

/**
 * The answer of `GET /payment-ver/:linkId` as the server had it when it rendered `/pay/:linkId`
 * (api: domains/links/payer-page.ts): inlined in the page as JSON so the browser hydrates the
 * screen it was sent without asking for the link again.
 */
export interface PreloadedPayerView {
  linkId: string;
  status: number;
  body: unknown;
}

/** The `<script type="application/json">` holding it: data, not code, so the CSP stays strict. */
export const PRELOADED_VIEW_ELEMENT_ID = 'payer-view';

/** The server render hands the view over here; the browser reads the inlined copy instead. */
export const PreloadedViewContext = createContext<PreloadedPayerView | null>(null);

export type PreloadedState =
  { status: 'error'; message: string; code: number } | { status: 'ready'; link: PayerLink };

// Read for the page's first screen only: after that (a later visit in this tab) the link is fetched.
let consumed = false;

function inlinedView(): PreloadedPayerView | null {
  if (consumed || typeof document === 'undefined') return null;
  const text = document.getElementById(PRELOADED_VIEW_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PreloadedPayerView;
  } catch {
    return null;
  }
}

/** The link's state as the server rendered it, or null when the page was not rendered with it. */
export function usePreloadedPaymentLink(linkId: string): PreloadedState | null {
  const view = useContext(PreloadedViewContext) ?? inlinedView();
  if (!view || view.linkId !== linkId) return null;
  const body = (view.body ?? {}) as { payments?: PayerLink; message?: unknown };
  if (view.status === 200 && body.payments) return { status: 'ready', link: body.payments };
  const message = typeof body.message === 'string' && body.message ? body.message : 'Ocorreu um erro';
  return { status: 'error', message, code: view.status };
}

/** Called once the first screen is on the page: the inlined copy is never reused for a later one. */
export function preloadedPaymentLinkUsed(): void {
  consumed = true;
}
