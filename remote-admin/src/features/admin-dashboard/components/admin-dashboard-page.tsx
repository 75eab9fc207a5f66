import { PageHeader } from '@pagora/shared/ui';

export function AdminDashboardPage() {
  return <PageHeader title="Admin Dashboard" />;
}
