import { withDataLayer } from '@pagora/shared/data';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';

export default withDataLayer(DashboardPage);
