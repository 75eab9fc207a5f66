import { roleOf, useSession } from '@pagora/shared/client';
import { PageHeader } from '@pagora/shared/ui';

export function TransactionsPage() {
  const role = useSession((s) => roleOf(s.user));
  return <PageHeader title={role === 'admin' ? 'Todas as Transações' : 'Histórico de Transações'} />;
}
