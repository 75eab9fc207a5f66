import { withDataLayer } from '@pagora/shared/data';
import { SellersPage } from '../../features/sellers/components/sellers-page';

export default withDataLayer(SellersPage);
