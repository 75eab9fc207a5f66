import { SubscriptionsPage } from '../../features/subscriptions/components/subscriptions-page';

export default SubscriptionsPage;
