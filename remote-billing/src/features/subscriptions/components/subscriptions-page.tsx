import { useState } from 'react';
import { messageOf, roleOf, useCan, useSession } from '@pagora/shared/client';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_STATUSES, type Subscription } from '@pagora/shared/contracts';
import { ConfirmModal, ListPage, SelectFilter, notify, useResourceList } from '@pagora/shared/ui';
import { useRemoveSubscription, useSubscriptions } from '../api/subscriptions';
import { subscriptionCard, subscriptionColumns, type SubscriptionActions } from './subscription-columns';
import { SubscriptionFormModal } from './subscription-form-modal';
import { STATUS_FILTER_OPTIONS } from '../../../components/subscription-status';
import styles from '../../../components/list-screen.module.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; subscription: Subscription } | null;

/**
 * /assinaturas (spec 001 section 2.6): a seller's subscriptions, a marketplace's (its sellers'
 * too), searched, filtered and paged on the server. An admin reads all and changes none, and so
 * does a team role without the permission 'sell' (issue 39).
 */
export function SubscriptionsPage() {
  const user = useSession((s) => s.user);
  const isAdmin = roleOf(user) === 'admin';
  const canSell = useCan('sell');
  const canChange = !isAdmin && canSell;
  const resource = useResourceList({ filters: { status: '' } });
  const { list } = resource;
  const status = SUBSCRIPTION_STATUSES.find((s) => s === list.filters.status);
  const subscriptions = useSubscriptions({ ...resource.params, ...(status ? { status } : {}) });
  const remove = useRemoveSubscription();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: 'add' });
  const actions: SubscriptionActions | null = canChange
    ? {
        onEdit: (subscription) => setDialog({ kind: 'edit', subscription }),
        onDelete: (subscription) => setDialog({ kind: 'delete', subscription }),
      }
    : null;
  const confirmRemove = () => {
    if (dialog?.kind !== 'delete') return;
    remove.mutate(dialog.subscription.id, {
      onSuccess: () => notify.success(SUBSCRIPTION_MESSAGES.removed),
      onError: (error) => notify.error(messageOf(error, 'Erro ao remover assinatura')),
      onSettled: close,
    });
  };

  return (
    <div className={styles.page}>
      <ListPage
        resource={resource}
        query={subscriptions}
        header={{
          title: 'Gerenciamento de Assinaturas',
          create: canChange ? { label: 'Criar Assinatura', onClick: openAdd } : null,
        }}
        search={{ placeholder: 'Buscar por comprador ou ID do vendedor...', label: 'Buscar assinaturas' }}
        noun="assinatura(s)"
        filters={
          <SelectFilter
            label="Status"
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={STATUS_FILTER_OPTIONS}
          />
        }
        columns={subscriptionColumns(actions)}
        getKey={(s) => s.id}
        renderCard={(s) => subscriptionCard(s, actions)}
        caption="Assinaturas"
        loadingText="Carregando assinaturas..."
        errorText="Erro ao buscar assinaturas"
        empty={{ title: 'Nenhuma Assinatura encontrada' }}
      />
      {dialog?.kind === 'add' ? <SubscriptionFormModal subscription={null} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <SubscriptionFormModal subscription={dialog.subscription} onClose={close} />
      ) : null}
      <ConfirmModal
        open={dialog?.kind === 'delete'}
        title="Excluir Assinatura"
        message="Tem certeza que deseja excluir esta assinatura? Ela será cancelada e nenhuma nova cobrança será feita; as cobranças já realizadas continuam no histórico."
        confirmLabel="Excluir Assinatura"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={close}
      />
    </div>
  );
}
