import { PageHeader } from '@pagora/shared/ui';

export function MySubscriptionsPage() {
  return <PageHeader title="Minhas Assinaturas" />;
}
