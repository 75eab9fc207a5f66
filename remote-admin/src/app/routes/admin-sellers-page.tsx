import { withDataLayer } from '@pagora/shared/data';
import { AdminSellersPage } from '../../features/sellers/components/admin-sellers-page';

export default withDataLayer(AdminSellersPage);
