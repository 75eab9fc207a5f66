import { useCallback, useEffect, useRef, useState } from 'react';
import { PublicApiError } from '../../../lib/public-api';
import { getPaymentLink, type PayerLink } from '../api/get-payment-link';
import { preloadedPaymentLinkUsed, usePreloadedPaymentLink } from '../api/preloaded-payment-link';

/** `code`: the answer's HTTP status (404 unknown, 410 no longer payable), null without an answer. */
export type PaymentLinkState =
  | { status: 'loading' }
  | { status: 'error'; message: string; code: number | null }
  | { status: 'ready'; link: PayerLink };

/**
 * Loads the link once per id. The API's 400, 404 and 410 messages are the spec's own, shown as is.
 * A page the server rendered starts from the view it inlined and asks nothing (no second GET).
 * `refresh` reads it again in place (the form stays): the card charge refused a price that changed.
 */
export function usePaymentLink(linkId: string): PaymentLinkState & { refresh: () => Promise<void> } {
  const preloaded = usePreloadedPaymentLink(linkId);
  const [state, setState] = useState<PaymentLinkState>(preloaded ?? { status: 'loading' });
  const preloadedFor = useRef(preloaded ? linkId : null);
  useEffect(() => {
    preloadedPaymentLinkUsed();
    if (preloadedFor.current === linkId) {
      preloadedFor.current = null;
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    getPaymentLink(linkId).then(
      (link) => current && setState({ status: 'ready', link }),
      (err: unknown) =>
        current &&
        setState(
          err instanceof PublicApiError
            ? { status: 'error', message: err.message, code: err.status }
            : { status: 'error', message: String(err), code: null },
        ),
    );
    return () => {
      current = false;
    };
  }, [linkId]);
  const refresh = useCallback(async () => {
    try {
      const link = await getPaymentLink(linkId);
      setState({ status: 'ready', link });
    } catch {
      // The page keeps the prices it has; the charge will be refused again rather than mispriced.
    }
  }, [linkId]);
  return { ...state, refresh };
}
