import { PageHeader } from '@pagora/shared/ui';

export function MarketplaceSellersPage() {
  return <PageHeader title="Meus Vendedores" />;
}
