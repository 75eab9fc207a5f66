import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FORM_HAS_ERRORS_MESSAGE,
  centsToInput,
  formatBRL,
  formatDate,
  planFormSchema,
  type PlanForm,
  type PlanFormInput,
} from '@pagora/shared';
import { messageOf, roleOf, useSession } from '@pagora/shared/client';
import { PLAN_MESSAGES, UUID_PATTERN, type RecurrencePlan } from '@pagora/shared/contracts';
import {
  Button,
  ConfirmModal,
  DataCard,
  DataList,
  FormGrid,
  FormModal,
  ListToolbar,
  SelectField,
  SelectFilter,
  StatusBadge,
  TextField,
  countLine,
  notify,
  showSaveError,
  useDebouncedValue,
  useListState,
  type DataColumn,
  ListHeader,
} from '@pagora/shared/ui';
import { useAdminFilterOptions } from '@pagora/shared/data';
import { usePlans, useRemovePlan, useSavePlan } from '../api/plans';
import styles from '../../../components/list-screen.module.css';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; plan: RecurrencePlan } | null;
type Actions = { onEdit: (p: RecurrencePlan) => void; onDelete: (p: RecurrencePlan) => void };

const STATUS = { ativo: 'Ativo', pendente: 'Pendente', inativo: 'Inativo' } as const;
const TONE = { ativo: 'success', pendente: 'warning', inativo: 'neutral' } as const;
const FREQUENCIES = [
  { value: 'diario', label: 'Diário' },
  { value: 'mensal', label: 'Mensal' },
];

function PlanFormModal({ plan, onClose }: { plan: RecurrencePlan | null; onClose: () => void }) {
  const [resolver] = useState(() => zodResolver(planFormSchema));
  const form = useForm<PlanFormInput, unknown, PlanForm>({
    resolver,
    defaultValues: plan
      ? {
          nome: plan.nome,
          description: plan.description,
          amount: centsToInput(plan.amount),
          interval: String(plan.interval),
          frequency: plan.frequency,
          status: plan.status === 'inativo' ? 'inativo' : 'ativo',
        }
      : { nome: '', description: '', amount: '', interval: '1', frequency: 'mensal', status: 'ativo' },
  });
  const save = useSavePlan();
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(
        { id: plan?.id ?? null, plan: values },
        {
          onSuccess: () => {
            notify.success(plan ? PLAN_MESSAGES.updated : PLAN_MESSAGES.added);
            onClose();
          },
          onError: (error) =>
            showSaveError(form, error, plan ? 'Erro ao atualizar plano' : 'Erro ao adicionar Plano'),
        },
      ),
    () => notify.error(FORM_HAS_ERRORS_MESSAGE),
  );
  return (
    <FormProvider {...form}>
      <FormModal
        open
        title={plan ? 'Editar Plano' : 'Adicionar Plano de Recorrência'}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={plan ? 'Salvar' : 'Adicionar'}
        busyLabel="Salvando..."
        busy={save.isPending}
      >
        <FormGrid>
          <TextField name="nome" label="Nome *" autoComplete="off" />
          <TextField name="description" label="Descrição" autoComplete="off" />
          <TextField name="amount" label="Valor (R$) *" inputMode="decimal" placeholder="0,00" />
          <SelectField name="frequency" label="Frequência" options={FREQUENCIES} />
          <TextField name="interval" label="Intervalo *" inputMode="numeric" />
          {plan ? (
            <SelectField
              name="status"
              label="Status"
              options={[
                { value: 'ativo', label: 'Ativo' },
                { value: 'inativo', label: 'Inativo' },
              ]}
            />
          ) : null}
        </FormGrid>
      </FormModal>
    </FormProvider>
  );
}

function RowActions({ plan, actions }: { plan: RecurrencePlan; actions: Actions }) {
  if (!plan.proprio) return null;
  return (
    <div className={styles.actions}>
      <Button variant="ghost" onClick={() => actions.onEdit(plan)} aria-label={`Editar ${plan.nome}`}>
        Editar
      </Button>
      <Button variant="danger" onClick={() => actions.onDelete(plan)} aria-label={`Excluir ${plan.nome}`}>
        Excluir
      </Button>
    </div>
  );
}

const badge = (p: RecurrencePlan) => <StatusBadge tone={TONE[p.status]} label={STATUS[p.status]} />;

const columns = (actions: Actions): DataColumn<RecurrencePlan>[] => [
  { key: 'id', header: 'ID', render: (p) => p.id },
  { key: 'zoop', header: 'ID Zoop', render: (p) => p.id_zoop_plano_assinatura || 'Sem ID Zoop' },
  { key: 'nome', header: 'Nome', render: (p) => p.nome },
  { key: 'data', header: 'Data', render: (p) => formatDate(p.createdAt) },
  { key: 'descricao', header: 'Descrição', render: (p) => p.description || '—' },
  { key: 'valor', header: 'Valor', render: (p) => formatBRL(p.amount) },
  { key: 'status', header: 'Status', render: badge },
  { key: 'acoes', header: 'Ações', render: (p) => <RowActions plan={p} actions={actions} /> },
];

/** /planos (spec 001 section 2.5); an admin reads every plan, filtered, and creates none. */
export function PlansPage() {
  const user = useSession((s) => s.user);
  const userId = user ? String(user.id) : null;
  const isAdmin = roleOf(user) === 'admin';
  const list = useListState({
    filters: { status: '', marketplaceId: 'all', sellerId: 'all' },
    syncToUrl: true,
  });
  const term = useDebouncedValue(list.search.trim());
  const status = (['ativo', 'pendente', 'inativo'] as const).find((s) => s === list.filters.status);
  const admin = useAdminFilterOptions(isAdmin, list.filters.marketplaceId, list.filters.sellerId, () =>
    list.setFilter('sellerId', 'all'),
  );
  const plans = usePlans(userId, {
    page: list.page,
    pageSize: list.pageSize,
    ...(term ? { q: term } : {}),
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
  const actions: Actions = {
    onEdit: (plan) => setDialog({ kind: 'edit', plan }),
    onDelete: (plan) => setDialog({ kind: 'delete', plan }),
  };
  const rows = plans.data?.dados ?? [];
  const total = plans.data?.total ?? 0;
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
      <ListHeader
        title={isAdmin ? 'Todos os Links de Pagamento' : 'Gerenciamento de Planos de Recorrência'}
        refresh={isAdmin ? null : { busy: plans.isFetching, onRefresh: () => void plans.refetch() }}
        create={isAdmin ? null : { label: 'Criar Plano', onClick: openAdd }}
      />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        placeholder="Buscar planos..."
        searchLabel="Buscar planos"
        count={plans.data ? countLine(total, 'plano(s)', term) : undefined}
        filters={
          <>
            <SelectFilter
              label="Status"
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={[
                { value: '', label: 'Todos os status' },
                { value: 'ativo', label: 'Ativo' },
                { value: 'pendente', label: 'Pendente' },
                { value: 'inativo', label: 'Inativo' },
              ]}
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
      />
      <DataList
        items={rows}
        columns={columns(actions)}
        getKey={(p) => p.id}
        renderCard={(p) => (
          <DataCard
            title={p.nome}
            subtitle={p.description || undefined}
            badge={badge(p)}
            fields={[
              { label: 'Valor', value: formatBRL(p.amount) },
              { label: 'ID Zoop', value: p.id_zoop_plano_assinatura || 'Sem ID Zoop' },
              { label: 'Data', value: formatDate(p.createdAt) },
            ]}
            actions={<RowActions plan={p} actions={actions} />}
          />
        )}
        caption="Planos de recorrência"
        loading={plans.isPending}
        loadingText="Carregando planos..."
        error={plans.isError ? messageOf(plans.error, 'Erro ao buscar assinaturas') : null}
        onRetry={() => void plans.refetch()}
        empty={{
          title: 'Nenhum Plano Encontrado',
          action: isAdmin ? undefined : <Button onClick={openAdd}>Criar Plano</Button>,
        }}
        pagination={{ page: list.page, pageCount: list.pageCountFor(total), onPage: list.setPage }}
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
