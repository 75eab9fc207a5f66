import { roleOf, useSession } from '@pagora/shared/client';
import { PageHeader } from '@pagora/shared/ui';

export function PlansPage() {
  const role = useSession((s) => roleOf(s.user));
  return (
    <PageHeader
      title={role === 'admin' ? 'Todos os Links de Pagamento' : 'Gerenciamento de Planos de Recorrência'}
    />
  );
}
