import { formatBRL, formatDate } from '@pagora/shared';
import type { Subscription } from '@pagora/shared/contracts';
import { Button, DataCard, type DataColumn } from '@pagora/shared/ui';
import { SubscriptionStatusBadge } from '../../../components/subscription-status';
import { methodLabels } from '../../../components/payment-methods';
import styles from '../../../components/list-screen.module.css';
import fit from './subscription-columns.module.css';

export interface SubscriptionActions {
  onEdit: (s: Subscription) => void;
  onDelete: (s: Subscription) => void;
}

const dueDate = (s: Subscription) => (s.data_vencimento ? formatDate(s.data_vencimento) : '—');

/** 'paga', 'recusada: saldo insuficiente', 'sem cartão', 'em aberto' read as sentences. */
const lastCharge = (s: Subscription) =>
  s.ultima_cobranca ? s.ultima_cobranca.charAt(0).toUpperCase() + s.ultima_cobranca.slice(1) : '—';

/** A cancelled subscription is final: it gets no buttons. */
function RowActions({
  subscription: s,
  actions,
}: {
  subscription: Subscription;
  actions: SubscriptionActions;
}) {
  if (s.status === 'cancelada') return null;
  const who = `a assinatura de ${s.customer_nome} (${s.plano_nome})`;
  return (
    <div className={fit.actions}>
      <Button variant="ghost" onClick={() => actions.onEdit(s)} aria-label={`Editar ${who}`}>
        Editar
      </Button>
      <Button variant="danger" onClick={() => actions.onDelete(s)} aria-label={`Excluir ${who}`}>
        Excluir
      </Button>
    </div>
  );
}

/**
 * Spec 001 section 2.6, named (issue 41: the spec's 'Plano Recorrência ID' and 'ID Comprador'
 * showed raw ids; people know the plan and the buyer by name, the e-mail tells two Diegos apart), plus the status and the last charge's result the billing engine records,
 * and how it is charged (issue 24).
 * Without actions (an admin, who only reads) the 'Ações' column is left out.
 */
export function subscriptionColumns(actions: SubscriptionActions | null): DataColumn<Subscription>[] {
  const columns: DataColumn<Subscription>[] = [
    {
      key: 'plano',
      header: 'Plano',
      render: (s) => s.plano_nome,
    },
    {
      key: 'comprador',
      header: 'Comprador',
      className: fit.buyer,
      render: (s) => (
        <>
          {s.customer_nome}
          <span className={styles.muted}>{s.customer_email}</span>
        </>
      ),
    },
    { key: 'vencimento', header: 'Data Vencimento', render: dueDate },
    { key: 'valor', header: 'Valor', className: fit.nowrap, render: (s) => formatBRL(s.amount_cents) },
    { key: 'status', header: 'Status', render: (s) => <SubscriptionStatusBadge status={s.status} /> },
    { key: 'cobranca', header: 'Última Cobrança', render: lastCharge },
    { key: 'metodo', header: 'Forma de Pagamento', render: (s) => methodLabels(s.payment_methods) },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      key: 'acoes',
      header: 'Ações',
      className: fit.nowrap,
      render: (s) => <RowActions subscription={s} actions={actions} />,
    },
  ];
}

export function subscriptionCard(s: Subscription, actions: SubscriptionActions | null) {
  return (
    <DataCard
      title={s.customer_nome}
      subtitle={`${s.customer_email} · ${s.plano_nome}`}
      badge={<SubscriptionStatusBadge status={s.status} />}
      fields={[
        { label: 'Valor', value: formatBRL(s.amount_cents) },
        { label: 'Data Vencimento', value: dueDate(s) },
        { label: 'Última Cobrança', value: lastCharge(s) },
        { label: 'Forma de Pagamento', value: methodLabels(s.payment_methods) },
      ]}
      actions={actions ? <RowActions subscription={s} actions={actions} /> : undefined}
    />
  );
}
