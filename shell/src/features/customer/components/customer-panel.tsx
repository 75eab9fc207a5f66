import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { roleOf, useSession } from '@pagora/shared/client';
import { Button, Card, PageHeader } from '@pagora/shared/ui/core';

/** /customer: open to any signed-in user; a non-customer is told, not blocked (spec). */
export function CustomerPanel() {
  const user = useSession((s) => s.user);
  const isCustomer = roleOf(user) === 'customer';
  useEffect(() => {
    if (user && !isCustomer) toast.error('Acesso restrito', { id: 'customer-restricted' });
  }, [user, isCustomer]);
  return (
    <>
      <PageHeader title="Painel do Cliente" subtitle={`Bem-vindo, ${user?.nome ?? ''}!`} />
      <Card>
        <Button onClick={() => toast.success('Ação realizada!')}>Realizar ação</Button>
      </Card>
    </>
  );
}
