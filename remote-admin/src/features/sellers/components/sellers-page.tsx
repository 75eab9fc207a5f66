import { SellersScreen } from './sellers-screen';

/** /sellers: the owner's own sellers (the same screen as /marketplace-sellers). */
export function SellersPage() {
  return <SellersScreen variant="owner" />;
}
