import { formatDate } from '@pagora/shared';
import type { InterestPlanItem } from '@pagora/shared/contracts';
import {
  Button,
  DataCard,
  ProviderIdDetail,
  providerIdField,
  StatusBadge,
  type DataColumn,
} from '@pagora/shared/ui';
import styles from './interest-plans.module.css';

export interface PlanActions {
  onEdit: (plan: InterestPlanItem) => void;
  onDelete: (plan: InterestPlanItem) => void;
  onChoose: (plan: InterestPlanItem) => void;
  onHistory: (plan: InterestPlanItem) => void;
  choosing: string | null;
  /** The team permission 'settings' (issue 39): without it a plan is read, its history too. */
  canChange: boolean;
}

const statusBadge = (plan: InterestPlanItem) => (
  <StatusBadge
    tone={plan.status === 'ativo' ? 'success' : 'neutral'}
    label={plan.status === 'ativo' ? 'Ativo' : 'Inativo'}
  />
);

/** What the caller may do with a plan: its own are edited, removed and chosen; others are read. */
function Actions({ plan, actions }: { plan: InterestPlanItem; actions: PlanActions }) {
  const own = plan.proprio && actions.canChange;
  return (
    <div className={styles.actions}>
      {plan.em_uso ? <StatusBadge tone="info" label="Em uso nos meus links" /> : null}
      {own && !plan.em_uso && plan.status === 'ativo' ? (
        <Button
          variant="secondary"
          onClick={() => actions.onChoose(plan)}
          loading={actions.choosing === plan.id}
          loadingText="Salvando..."
        >
          Usar nos meus links
        </Button>
      ) : null}
      <Button
        variant="ghost"
        onClick={() => actions.onHistory(plan)}
        aria-label={`Histórico de ${plan.nome}`}
      >
        Histórico
      </Button>
      {own ? (
        <>
          <Button variant="ghost" onClick={() => actions.onEdit(plan)} aria-label={`Editar ${plan.nome}`}>
            Editar
          </Button>
          <Button variant="danger" onClick={() => actions.onDelete(plan)} aria-label={`Excluir ${plan.nome}`}>
            Excluir
          </Button>
        </>
      ) : null}
    </div>
  );
}

/**
 * Spec 001 section 2.7: ID documento, Nome, Data Criação, Descrição, Status, Ações. The spec's 'ID
 * Zoop' column is folded under the name for support (issue 41 wins: names, not machinery).
 */
export function planColumns(actions: PlanActions): DataColumn<InterestPlanItem>[] {
  return [
    { key: 'id', header: 'ID documento', render: (p) => p.id },
    {
      key: 'nome',
      header: 'Nome',
      render: (p) => (
        <>
          {p.nome}
          <ProviderIdDetail id={p.id_zoop} />
        </>
      ),
    },
    { key: 'data', header: 'Data Criação', render: (p) => formatDate(p.createdAt) },
    { key: 'descricao', header: 'Descrição', render: (p) => p.description || '—' },
    { key: 'status', header: 'Status', render: statusBadge },
    { key: 'acoes', header: 'Ações', render: (p) => <Actions plan={p} actions={actions} /> },
  ];
}

export function planCard(plan: InterestPlanItem, actions: PlanActions) {
  return (
    <DataCard
      title={plan.nome}
      subtitle={plan.description || undefined}
      badge={statusBadge(plan)}
      fields={[
        { label: 'Data Criação', value: formatDate(plan.createdAt) },
        { label: 'Links abertos', value: String(plan.links_abertos) },
        ...providerIdField(plan.id_zoop),
      ]}
      actions={<Actions plan={plan} actions={actions} />}
    />
  );
}
