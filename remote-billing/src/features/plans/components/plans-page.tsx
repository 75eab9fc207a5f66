import { useState } from 'react';
import { messageOf, roleOf, useCan, useSession } from '@pagora/shared/client';
import { PLAN_MESSAGES, UUID_PATTERN, type RecurrencePlan } from '@pagora/shared/contracts';
import { useAdminFilterOptions } from '@pagora/shared/data';
import { Button, ConfirmModal, ListPage, SelectFilter, notify, useResourceList } from '@pagora/shared/ui';
import { usePlans, useRemovePlan } from '../api/plans';
import { planCard, planColumns, type PlanActions } from './plan-columns';
import { PlanFormModal } from './plan-form-modal';
import styles from '../../../components/list-screen.module.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; plan: RecurrencePlan } | null;

const STATUS_FILTER = [
  { value: '', label: 'Todos os status' },
  { value: 'ativo', label: 'Ativo' },
  { value: 'pendente', label: 'Pendente' },
  { value: 'inativo', label: 'Inativo' },
];

/**
 * /planos (spec 001 section 2.5); an admin reads every plan, filtered, and creates none. Creating,
 * editing and deleting ask the team permission 'sell': a role without it reads the list only.
 */
export function PlansPage() {
  const user = useSession((s) => s.user);
  const userId = user ? String(user.id) : null;
  const isAdmin = roleOf(user) === 'admin';
  const canSell = useCan('sell');
  const canCreate = !isAdmin && canSell;
  const resource = useResourceList({ filters: { status: '', marketplaceId: 'all', sellerId: 'all' } });
  const { list } = resource;
  const status = (['ativo', 'pendente', 'inativo'] as const).find((s) => s === list.filters.status);
  const admin = useAdminFilterOptions(isAdmin, list.filters.marketplaceId, list.filters.sellerId, () =>
    list.setFilter('sellerId', 'all'),
  );
  const plans = usePlans(userId, {
    ...resource.params,
    ...(status ? { status } : {}),
    ...(isAdmin && UUID_PATTERN.test(list.filters.marketplaceId)
      ? { marketplaceId: list.filters.marketplaceId }
      : {}),
    ...(isAdmin && UUID_PATTERN.test(admin.sellerId) ? { sellerId: admin.sellerId } : {}),
  });
  const remove = useRemovePlan();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const openAdd = () => setDialog({ kind: 'add' });
  const actions: PlanActions | null = canSell
    ? {
        onEdit: (plan) => setDialog({ kind: 'edit', plan }),
        onDelete: (plan) => setDialog({ kind: 'delete', plan }),
      }
    : null;
  const confirmRemove = () => {
    if (dialog?.kind !== 'delete') return;
    remove.mutate(dialog.plan.id, {
      onSuccess: () => notify.success(PLAN_MESSAGES.removed),
      onError: (error) => notify.error(messageOf(error, 'Erro ao remover plano')),
      onSettled: close,
    });
  };

  return (
    <div className={styles.page}>
      <ListPage
        resource={resource}
        query={plans}
        header={{
          title: isAdmin ? 'Todos os Links de Pagamento' : 'Gerenciamento de Planos de Recorrência',
          refresh: isAdmin ? null : {},
          create: canCreate ? { label: 'Criar Plano', onClick: openAdd } : null,
        }}
        search={{ placeholder: 'Buscar planos...', label: 'Buscar planos' }}
        noun="plano(s)"
        filters={
          <>
            <SelectFilter
              label="Status"
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={STATUS_FILTER}
            />
            {isAdmin ? (
              <>
                <SelectFilter
                  label="Marketplace"
                  value={list.filters.marketplaceId}
                  onChange={(v) => list.setFilter('marketplaceId', v)}
                  options={admin.marketplaceOptions}
                />
                <SelectFilter
                  label="Vendedor"
                  value={admin.sellerId}
                  onChange={(v) => list.setFilter('sellerId', v)}
                  options={admin.sellerOptions}
                />
              </>
            ) : null}
          </>
        }
        columns={planColumns(actions)}
        getKey={(p) => p.id}
        renderCard={(p) => planCard(p, actions)}
        caption="Planos de recorrência"
        loadingText="Carregando planos..."
        errorText="Erro ao buscar assinaturas"
        empty={{
          title: 'Nenhum Plano Encontrado',
          action: canCreate ? <Button onClick={openAdd}>Criar Plano</Button> : undefined,
        }}
      />
      {dialog?.kind === 'add' ? <PlanFormModal plan={null} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <PlanFormModal plan={dialog.plan} onClose={close} /> : null}
      <ConfirmModal
        open={dialog?.kind === 'delete'}
        title="Confirmar Exclusão"
        message="Tem certeza que deseja excluir este plano? Esta ação não pode ser desfeita."
        confirmLabel="Excluir Plano"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={close}
      />
    </div>
  );
}
