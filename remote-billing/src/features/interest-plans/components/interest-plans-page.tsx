import { useState } from 'react';
import { messageOf, roleOf, useSession } from '@pagora/shared/client';
import { INTEREST_PLAN_MESSAGES, type InterestPlanItem } from '@pagora/shared/contracts';
import {
  Button,
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
 * plan new links are priced with; each plan's 'Histórico de alterações'. An admin only reads.
 */
export function InterestPlansPage() {
  const user = useSession((s) => s.user);
  const userId = user ? String(user.id) : null;
  const canCreate = roleOf(user) === 'seller' || roleOf(user) === 'marketplace';
  const list = useListState({ filters: { status: '' }, syncToUrl: true });
  const term = useDebouncedValue(list.search.trim());
  const status =
    list.filters.status === 'ativo' || list.filters.status === 'inativo' ? list.filters.status : undefined;
  const plans = useInterestPlans(userId, {
    page: list.page,
    pageSize: list.pageSize,
    ...(term ? { q: term } : {}),
    ...(status ? { status } : {}),
  });
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
  };
  const rows = plans.data?.dados ?? [];
  const total = plans.data?.total ?? 0;
  const openAdd = () => setDialog({ kind: 'add' });

  const confirmRemove = () => {
    if (dialog?.kind !== 'delete') return;
    remove.mutate(dialog.plan.id, {
      onSuccess: () => {
        notify.success(INTEREST_PLAN_MESSAGES.removed);
        if (rows.length === 1 && list.page > 1) list.setPage(list.page - 1);
      },
      // A plan in use: the server's 409 says how many links use it.
      onError: (error) => notify.error(messageOf(error, 'Erro ao remover Juros')),
      onSettled: close,
    });
  };

  return (
    <div className={styles.page}>
      <ListHeader
        title="Planos de Juros"
        subtitle="As taxas que definem o preço das parcelas com juros dos seus links."
        refresh={{ busy: plans.isFetching, onRefresh: () => void plans.refetch() }}
        create={canCreate ? { label: 'Criar Plano de Juros', onClick: openAdd } : null}
      />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder="Buscar juros..."
        searchLabel="Buscar juros"
        count={plans.data ? countLine(total, 'plano(s)', term) : undefined}
        filters={
          <SelectFilter
            label="Status"
            value={list.filters.status}
            onChange={(value) => list.setFilter('status', value)}
            options={STATUS_FILTER}
          />
        }
      />
      <DataList
        items={rows}
        columns={planColumns(actions)}
        getKey={(p) => p.id}
        renderCard={(p) => planCard(p, actions)}
        caption="Planos de juros"
        loading={plans.isPending}
        loadingText="Carregando Juros"
        error={plans.isError ? messageOf(plans.error, 'Erro ao buscar dados') : null}
        onRetry={() => void plans.refetch()}
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
        pagination={{ page: list.page, pageCount: list.pageCountFor(total), onPage: list.setPage }}
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
