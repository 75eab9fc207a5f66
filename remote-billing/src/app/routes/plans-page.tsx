import { withDataLayer } from '@pagora/shared/data';
import { PlansPage } from '../../features/plans/components/plans-page';

export default withDataLayer(PlansPage);
