import { withDataLayer } from '@pagora/shared/data';
import { InterestPlansPage } from '../../features/interest-plans/components/interest-plans-page';

export default withDataLayer(InterestPlansPage);
