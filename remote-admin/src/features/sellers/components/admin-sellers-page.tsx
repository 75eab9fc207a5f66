import { SellersScreen } from './sellers-screen';

/** /admin/sellers: every seller, with the marketplace filter and selector. */
export function AdminSellersPage() {
  return <SellersScreen variant="admin" />;
}
