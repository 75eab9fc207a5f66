import { MySubscriptionsPage } from '../../features/my-subscriptions/components/my-subscriptions-page';

export default MySubscriptionsPage;
