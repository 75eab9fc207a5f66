import { PaymentDeclinedPage } from '../../features/payment-result/components/payment-declined-page';

export default PaymentDeclinedPage;
