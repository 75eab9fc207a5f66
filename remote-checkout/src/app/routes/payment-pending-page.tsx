import { PaymentPendingPage } from '../../features/payment-result/components/payment-pending-page';

export default PaymentPendingPage;
