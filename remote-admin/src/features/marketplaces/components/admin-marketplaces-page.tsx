import { PageHeader } from '@pagora/shared/ui';

export function AdminMarketplacesPage() {
  return <PageHeader title="Marketplaces" />;
}
