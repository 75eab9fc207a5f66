import { SellersPage } from '../../features/sellers/components/sellers-page';

export default SellersPage;
