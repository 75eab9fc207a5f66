import { useLocation, useNavigate } from 'react-router-dom';
import {
  paymentDeclinedHref,
  paymentPendingHref,
  paymentSuccessHref,
  type Receipt,
  type ResultState,
} from '../../../lib/receipt';
import { rememberDocumentToken } from '../../../lib/payer-memory';
import type { PayerLink } from '../api/get-payment-link';
import { rememberMethod } from '../stores/method-memory';

/**
 * Where a payment attempt ends: approved, pending or declined (spec 000 section 4). Each result
 * page knows the link it came from (in its URL) and wears the same brand (in the state).
 */
export function usePaymentNavigation(
  link: Pick<PayerLink, 'id' | 'marketplace' | 'paymentMethods' | 'checkout'>,
) {
  const navigate = useNavigate();
  const branding = link.marketplace.branding;
  // The success page shows the seller's message or sends the payer on (issue 40), once paid.
  const { afterPayment } = link.checkout;
  // After a payment, coming back to the link starts at the method choice: no code made unasked.
  // A decline keeps the step, so 'Tentar novamente' lands on the card form again.
  const done = () => rememberMethod(link.id, '');
  // A paid or pending result takes the place of the method's history entry (issue 41), so Back from
  // it lands on the method choice, never on a panel that would make a new code.
  const replace = Boolean((useLocation().state as { payMethod?: string } | null)?.payMethod);
  return {
    /** `documentToken` (the charge's answer) lets the page, after a reload, fetch the receipt. */
    approved: (receipt: Receipt, documentToken: string | undefined) => {
      done();
      if (documentToken) rememberDocumentToken(receipt.id, documentToken);
      void navigate(paymentSuccessHref(receipt.id, link.id, documentToken), {
        replace,
        state: { receipt, branding, afterPayment } satisfies ResultState,
      });
    },
    pending: (id: string) => {
      done();
      void navigate(paymentPendingHref(id, link.id), {
        replace,
        state: { branding, afterPayment } satisfies ResultState,
      });
    },
    declined: (message?: string) =>
      navigate(paymentDeclinedHref(link.id), {
        state: {
          message,
          branding,
          paymentMethods: link.paymentMethods,
          afterPayment,
        } satisfies ResultState,
      }),
  };
}
