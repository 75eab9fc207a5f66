import { formatBRL, formatDate } from '@pagora/shared';
import type { RecurrencePlan } from '@pagora/shared/contracts';
import {
  Button,
  DataCard,
  ProviderIdDetail,
  providerIdField,
  StatusBadge,
  type DataColumn,
} from '@pagora/shared/ui';
import { methodLabels } from '../../../components/payment-methods';
import styles from '../../../components/list-screen.module.css';

export type PlanActions = { onEdit: (p: RecurrencePlan) => void; onDelete: (p: RecurrencePlan) => void };

const STATUS = { ativo: 'Ativo', pendente: 'Pendente', inativo: 'Inativo' } as const;
const TONE = { ativo: 'success', pendente: 'warning', inativo: 'neutral' } as const;
const planMethods = (p: RecurrencePlan) => methodLabels(p.payment_methods);

/** Only the caller's own plans can be changed (a marketplace also reads its sellers'). */
function RowActions({ plan, actions }: { plan: RecurrencePlan; actions: PlanActions }) {
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

/**
 * Spec 001 section 2.5: ID, Nome, Data, Descrição, Valor, Status, Ações; and the methods. The spec's
 * 'ID Zoop' column is folded under the name for support (issue 41 wins: names, not machinery).
 */
export const planColumns = (actions: PlanActions | null): DataColumn<RecurrencePlan>[] => [
  { key: 'id', header: 'ID', render: (p) => p.id },
  {
    key: 'nome',
    header: 'Nome',
    render: (p) => (
      <>
        {p.nome}
        <ProviderIdDetail id={p.id_zoop_plano_assinatura} />
      </>
    ),
  },
  { key: 'data', header: 'Data', render: (p) => formatDate(p.createdAt) },
  { key: 'descricao', header: 'Descrição', render: (p) => p.description || '—' },
  { key: 'valor', header: 'Valor', render: (p) => formatBRL(p.amount) },
  { key: 'pagamento', header: 'Formas de pagamento', render: planMethods },
  { key: 'status', header: 'Status', render: badge },
  // A reader (a team role without 'sell') has nothing to do here: no 'Ações' column.
  ...(actions
    ? [
        {
          key: 'acoes',
          header: 'Ações',
          render: (p: RecurrencePlan) => <RowActions plan={p} actions={actions} />,
        },
      ]
    : []),
];

/** One plan on a narrow screen. */
export function planCard(p: RecurrencePlan, actions: PlanActions | null) {
  return (
    <DataCard
      title={p.nome}
      subtitle={p.description || undefined}
      badge={badge(p)}
      fields={[
        { label: 'Valor', value: formatBRL(p.amount) },
        { label: 'Formas de pagamento', value: planMethods(p) },
        { label: 'Data', value: formatDate(p.createdAt) },
        ...providerIdField(p.id_zoop_plano_assinatura),
      ]}
      actions={actions ? <RowActions plan={p} actions={actions} /> : undefined}
    />
  );
}
