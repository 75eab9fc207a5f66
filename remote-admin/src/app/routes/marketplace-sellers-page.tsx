import { withDataLayer } from '@pagora/shared/data';
import { MarketplaceSellersPage } from '../../features/sellers/components/marketplace-sellers-page';

export default withDataLayer(MarketplaceSellersPage);
