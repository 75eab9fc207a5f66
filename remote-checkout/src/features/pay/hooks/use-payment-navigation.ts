import { useNavigate } from 'react-router-dom';
import {
  paymentDeclinedHref,
  paymentPendingHref,
  paymentSuccessHref,
  type Receipt,
  type ResultState,
} from '../../../lib/receipt';
import type { PayerLink } from '../api/get-payment-link';

/**
 * Where a payment attempt ends: approved, pending or declined (spec 000 section 4). Each result
 * page knows the link it came from (in its URL) and wears the same brand (in the state).
 */
export function usePaymentNavigation(link: Pick<PayerLink, 'id' | 'marketplace' | 'paymentMethods'>) {
  const navigate = useNavigate();
  const branding = link.marketplace.branding;
  return {
    approved: (receipt: Receipt) =>
      navigate(paymentSuccessHref(receipt.id, link.id), {
        state: { receipt, branding } satisfies ResultState,
      }),
    pending: (id: string) =>
      navigate(paymentPendingHref(id, link.id), { state: { branding } satisfies ResultState }),
    declined: (message?: string) =>
      navigate(paymentDeclinedHref(link.id), {
        state: { message, branding, paymentMethods: link.paymentMethods } satisfies ResultState,
      }),
  };
}
