import { withDataLayer } from '@pagora/shared/data';
import { SubscriptionsPage } from '../../features/subscriptions/components/subscriptions-page';

export default withDataLayer(SubscriptionsPage);
