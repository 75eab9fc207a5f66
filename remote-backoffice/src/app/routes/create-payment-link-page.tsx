import { withDataLayer } from '@pagora/shared/data';
import { CreatePaymentLinkPage } from '../../features/create-payment-link/components/create-payment-link-page';

export default withDataLayer(CreatePaymentLinkPage);
