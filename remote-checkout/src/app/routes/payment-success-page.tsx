import { PaymentSuccessPage } from '../../features/payment-result/components/payment-success-page';

export default PaymentSuccessPage;
