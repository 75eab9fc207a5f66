import { withDataLayer } from '@pagora/shared/data';
import { AdminDashboardPage } from '../../features/admin-dashboard/components/admin-dashboard-page';

export default withDataLayer(AdminDashboardPage);
