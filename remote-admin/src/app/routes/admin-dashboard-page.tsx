import { AdminDashboardPage } from '../../features/admin-dashboard/components/admin-dashboard-page';

export default AdminDashboardPage;
