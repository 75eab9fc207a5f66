import { PageHeader } from '@pagora/shared/ui';

export function SubscriptionsPage() {
  return <PageHeader title="Gerenciamento de Assinaturas" />;
}
