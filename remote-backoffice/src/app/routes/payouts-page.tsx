import { withDataLayer } from '@pagora/shared/data';
import { PayoutsPage } from '../../features/payouts/components/payouts-page';

export default withDataLayer(PayoutsPage);
