import { MarketplaceSellersPage } from '../../features/sellers/components/marketplace-sellers-page';

export default MarketplaceSellersPage;
