import { withDataLayer } from '@pagora/shared/data';
import { AdminMarketplacesPage } from '../../features/marketplaces/components/admin-marketplaces-page';

export default withDataLayer(AdminMarketplacesPage);
