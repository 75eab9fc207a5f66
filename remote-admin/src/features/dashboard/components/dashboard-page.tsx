import { useSession } from '@pagora/shared/client';
import { PageHeader } from '@pagora/shared/ui';

export function DashboardPage() {
  const name = useSession((s) => s.user?.nome ?? '');
  return <PageHeader title="Dashboard" subtitle={`Bem-vindo, ${name}.`} />;
}
