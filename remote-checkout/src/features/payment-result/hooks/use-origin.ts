import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BrandSettings } from '@pagora/shared/contracts';
import { paths } from '@pagora/shared/lite';
import type { AfterPayment, ResultState } from '../../../lib/receipt';
import { getLinkBranding, type LinkOrigin } from '../api/get-link-branding';

export interface PaymentOrigin {
  /** 'Voltar ao início' leads here: the link the payer paid, or nowhere when it is unknown. */
  backHref: string | null;
  branding: BrandSettings | null;
  /** Whether that link takes PIX; null while unknown (then PIX is not suggested). */
  acceptsPix: boolean | null;
  /** The link's message or page after a paid payment (issue 40); null while unknown. */
  afterPayment: AfterPayment | null;
}

const LINK_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The pay page a result page came from: its link (`?link=` in the URL) and its brand (the
 * navigation state's, or read again by the link after a reload; a failed read keeps the default
 * look, which is no reason to hide the result).
 */
export function usePaymentOrigin(): PaymentOrigin {
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('link');
  const linkId = raw && LINK_ID.test(raw) ? raw : null;
  const state = location.state as ResultState | null;
  const fromState = state?.branding ?? null;
  const methodsFromState = state?.paymentMethods ?? null;
  const afterFromState = state?.afterPayment ?? null;
  const complete = fromState !== null && methodsFromState !== null && afterFromState !== null;
  const [fetched, setFetched] = useState<LinkOrigin | null>(null);
  useEffect(() => {
    if (complete || !linkId) return;
    let current = true;
    getLinkBranding(linkId).then(
      (origin) => current && setFetched(origin),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [complete, linkId]);
  const methods = methodsFromState ?? fetched?.paymentMethods ?? null;
  return {
    backHref: linkId ? paths.pay.getHref(linkId) : null,
    branding: fromState ?? fetched?.branding ?? null,
    acceptsPix: methods ? methods.includes('pix') : null,
    afterPayment: afterFromState ?? fetched?.afterPayment ?? null,
  };
}
