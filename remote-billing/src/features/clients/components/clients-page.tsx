import { PageHeader } from '@pagora/shared/ui';

export function ClientsPage() {
  return <PageHeader title="Meus Compradores" />;
}
