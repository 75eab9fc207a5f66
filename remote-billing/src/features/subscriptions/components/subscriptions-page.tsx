import { useState } from 'react';
import { messageOf, roleOf, useSession } from '@pagora/shared/client';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_STATUSES, type Subscription } from '@pagora/shared/contracts';
import {
  ConfirmModal,
  DataList,
  ListToolbar,
  SelectFilter,
  countLine,
  notify,
  useDebouncedValue,
  useListState,
  ListHeader,
} from '@pagora/shared/ui';
import { useRemoveSubscription, useSubscriptions } from '../api/subscriptions';
import { subscriptionCard, subscriptionColumns, type SubscriptionActions } from './subscription-columns';
import { SubscriptionFormModal } from './subscription-form-modal';
import { STATUS_FILTER_OPTIONS } from '../../../components/subscription-status';
import styles from '../../../components/list-screen.module.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; subscription: Subscription } | null;

/**
 * /assinaturas (spec 001 section 2.6): a seller's subscriptions, a marketplace's (its sellers'
 * too), searched, filtered and paged on the server. An admin reads all and changes none.
 */
export function SubscriptionsPage() {
  const user = useSession((s) => s.user);
  const isAdmin = roleOf(user) === 'admin';
  const list = useListState({ filters: { status: '' }, syncToUrl: true });
  const term = useDebouncedValue(list.search.trim());
  const status = SUBSCRIPTION_STATUSES.find((s) => s === list.filters.status);
  const subscriptions = useSubscriptions({
    page: list.page,
    pageSize: list.pageSize,
    ...(term ? { q: term } : {}),
    ...(status ? { status } : {}),
  });
  const remove = useRemoveSubscription();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: 'add' });
  const actions: SubscriptionActions | null = isAdmin
    ? null
    : {
        onEdit: (subscription) => setDialog({ kind: 'edit', subscription }),
        onDelete: (subscription) => setDialog({ kind: 'delete', subscription }),
      };
  const rows = subscriptions.data?.dados ?? [];
  const total = subscriptions.data?.total ?? 0;
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
      <ListHeader
        title="Gerenciamento de Assinaturas"
        refresh={{ busy: subscriptions.isFetching, onRefresh: () => void subscriptions.refetch() }}
        create={isAdmin ? null : { label: 'Criar Assinatura', onClick: openAdd }}
      />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder="Buscar por comprador ou ID do vendedor..."
        searchLabel="Buscar assinaturas"
        count={subscriptions.data ? countLine(total, 'assinatura(s)', term) : undefined}
        filters={
          <SelectFilter
            label="Status"
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={STATUS_FILTER_OPTIONS}
          />
        }
      />
      <DataList
        items={rows}
        columns={subscriptionColumns(actions)}
        getKey={(s) => s.id}
        renderCard={(s) => subscriptionCard(s, actions)}
        caption="Assinaturas"
        loading={subscriptions.isPending}
        loadingText="Carregando assinaturas..."
        error={subscriptions.isError ? messageOf(subscriptions.error, 'Erro ao buscar assinaturas') : null}
        onRetry={() => void subscriptions.refetch()}
        empty={{ title: 'Nenhuma Assinatura encontrada' }}
        pagination={{ page: list.page, pageCount: list.pageCountFor(total), onPage: list.setPage }}
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
