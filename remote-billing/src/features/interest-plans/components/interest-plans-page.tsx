import { PageHeader } from '@pagora/shared/ui';

export function InterestPlansPage() {
  return <PageHeader title="Planos de taxas" />;
}
