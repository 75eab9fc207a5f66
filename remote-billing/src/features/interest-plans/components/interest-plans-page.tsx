import { useState } from 'react';
import { messageOf, roleOf, useCan, useSession } from '@pagora/shared/client';
import { INTEREST_PLAN_MESSAGES, type InterestPlanItem } from '@pagora/shared/contracts';
import { Button, ConfirmModal, ListPage, SelectFilter, notify, useResourceList } from '@pagora/shared/ui';
import { useChoosePlan, useInterestPlans, useRemovePlan } from '../api/interest-plans';
import { planCard, planColumns, type PlanActions } from './plan-columns';
import { PlanFormModal } from './plan-form-modal';
import { PlanHistoryModal } from './plan-history-modal';
import styles from './interest-plans.module.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete' | 'history'; plan: InterestPlanItem } | null;

const STATUS_FILTER = [
  { value: '', label: 'Todos os status' },
  { value: 'ativo', label: 'Ativo' },
  { value: 'inativo', label: 'Inativo' },
];

/**
 * /juros ('Planos de Juros', spec 001 section 2.7): the caller's interest plans (a marketplace also
 * reads its sellers'), searched, filtered and paged on the server; 'Usar nos meus links' picks the
 * plan new links are priced with; each plan's 'Histórico de alterações'. An admin only reads, and
 * so does a team role without the permission 'settings' (issue 39).
 */
export function InterestPlansPage() {
  const user = useSession((s) => s.user);
  const userId = user ? String(user.id) : null;
  const canChange = useCan('settings');
  const canCreate = (roleOf(user) === 'seller' || roleOf(user) === 'marketplace') && canChange;
  const resource = useResourceList({ filters: { status: '' } });
  const { list } = resource;
  const status =
    list.filters.status === 'ativo' || list.filters.status === 'inativo' ? list.filters.status : undefined;
  const plans = useInterestPlans(userId, { ...resource.params, ...(status ? { status } : {}) });
  const remove = useRemovePlan();
  const choose = useChoosePlan();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const actions: PlanActions = {
    onEdit: (plan) => setDialog({ kind: 'edit', plan }),
    onDelete: (plan) => setDialog({ kind: 'delete', plan }),
    onHistory: (plan) => setDialog({ kind: 'history', plan }),
    onChoose: (plan) =>
      choose.mutate(plan.id, {
        onSuccess: () => notify.success(INTEREST_PLAN_MESSAGES.chosen),
        onError: (error) => notify.error(messageOf(error, 'Não foi possivel selecionar o plano!')),
      }),
    choosing: choose.isPending ? (choose.variables ?? null) : null,
    canChange,
  };
  const openAdd = () => setDialog({ kind: 'add' });

  const confirmRemove = () => {
    if (dialog?.kind !== 'delete') return;
    const rowsOnPage = plans.data?.dados.length ?? 0;
    remove.mutate(dialog.plan.id, {
      onSuccess: () => {
        notify.success(INTEREST_PLAN_MESSAGES.removed);
        resource.afterRemove(rowsOnPage);
      },
      // A plan in use: the server's 409 says how many links use it.
      onError: (error) => notify.error(messageOf(error, 'Erro ao remover Juros')),
      onSettled: close,
    });
  };

  return (
    <div className={styles.page}>
      <ListPage
        resource={resource}
        query={plans}
        header={{
          title: 'Planos de Juros',
          subtitle: 'As taxas que definem o preço das parcelas com juros dos seus links.',
          create: canCreate ? { label: 'Criar Plano de Juros', onClick: openAdd } : null,
        }}
        search={{ placeholder: 'Buscar juros...', label: 'Buscar juros' }}
        noun="plano(s)"
        filters={
          <SelectFilter
            label="Status"
            value={list.filters.status}
            onChange={(value) => list.setFilter('status', value)}
            options={STATUS_FILTER}
          />
        }
        columns={planColumns(actions)}
        getKey={(p) => p.id}
        renderCard={(p) => planCard(p, actions)}
        caption="Planos de juros"
        loadingText="Carregando Juros"
        errorText="Erro ao buscar dados"
        empty={
          list.isFiltered
            ? {
                title: 'Nenhum plano encontrado',
                description: 'Ajuste a busca ou o filtro de status.',
                action: <Button onClick={list.reset}>Limpar Filtros</Button>,
              }
            : {
                title: 'Nenhum plano de juros cadastrado',
                description: 'Crie um plano para definir as taxas das parcelas com juros.',
                action: canCreate ? <Button onClick={openAdd}>Criar Plano de Juros</Button> : undefined,
              }
        }
      />
      {dialog?.kind === 'add' ? <PlanFormModal plan={null} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? <PlanFormModal plan={dialog.plan} onClose={close} /> : null}
      {dialog?.kind === 'history' ? <PlanHistoryModal plan={dialog.plan} onClose={close} /> : null}
      <ConfirmModal
        open={dialog?.kind === 'delete'}
        title="Excluir Juros"
        message="Tem certeza que deseja excluir este plano de juros?"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={close}
      />
    </div>
  );
}
