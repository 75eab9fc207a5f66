import { PaymentLinksPage } from '../../features/payment-links/components/payment-links-page';

export default PaymentLinksPage;
