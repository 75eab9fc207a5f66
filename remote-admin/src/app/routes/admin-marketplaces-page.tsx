import { AdminMarketplacesPage } from '../../features/marketplaces/components/admin-marketplaces-page';

export default AdminMarketplacesPage;
