import { PageHeader } from '@pagora/shared/ui';

export function AdminSellersPage() {
  return <PageHeader title="Meus Vendedores" />;
}
