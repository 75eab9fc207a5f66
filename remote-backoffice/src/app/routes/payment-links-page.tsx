import { withDataLayer } from '@pagora/shared/data';
import { PaymentLinksPage } from '../../features/payment-links/components/payment-links-page';

export default withDataLayer(PaymentLinksPage);
