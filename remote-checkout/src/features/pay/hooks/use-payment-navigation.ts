import { useNavigate } from 'react-router-dom';
import { paymentPendingHref, paymentSuccessHref, type Receipt, type ResultState } from '../../../lib/receipt';
import { paths } from '@pagora/shared/lite';

/** Where a payment attempt ends: approved, pending or declined (spec 000 section 4). */
export function usePaymentNavigation() {
  const navigate = useNavigate();
  return {
    approved: (receipt: Receipt) =>
      navigate(paymentSuccessHref(receipt.id), { state: { receipt } satisfies ResultState }),
    pending: (id: string) => navigate(paymentPendingHref(id)),
    declined: (message?: string) =>
      navigate(paths.paymentDeclined.getHref(), { state: { message } satisfies ResultState }),
  };
}
