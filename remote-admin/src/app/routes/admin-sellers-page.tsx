import { AdminSellersPage } from '../../features/sellers/components/admin-sellers-page';

export default AdminSellersPage;
