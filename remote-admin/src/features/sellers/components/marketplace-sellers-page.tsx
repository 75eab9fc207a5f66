import { SellersScreen } from './sellers-screen';

/** /marketplace-sellers: the owner's own sellers (the same screen as /sellers). */
export function MarketplaceSellersPage() {
  return <SellersScreen variant="owner" />;
}
