import { withDataLayer } from '@pagora/shared/data';
import { MySubscriptionsPage } from '../../features/my-subscriptions/components/my-subscriptions-page';

export default withDataLayer(MySubscriptionsPage);
