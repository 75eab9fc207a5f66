import { PageHeader } from '@pagora/shared/ui';

export function SellersPage() {
  return <PageHeader title="Meus Vendedores" />;
}
