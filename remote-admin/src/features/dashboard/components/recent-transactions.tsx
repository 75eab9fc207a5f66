import { useMemo, useState } from 'react';
import {
  formatBRL,
  formatDateTime,
  paymentMethodLabel,
  statusGroup,
  STATUS_FILTER_GROUP_LABELS,
  STATUS_FILTER_GROUPS,
  transactionFilterGroup,
  transactionStatusLabel,
  type StatusFilterGroup,
} from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';
import {
  Button,
  DataCard,
  DataList,
  STATUS_GROUP_TONE,
  StatusBadge,
  type DataColumn,
} from '@pagora/shared/ui';
import styles from './dashboard.module.css';

type Filter = 'todas' | StatusFilterGroup;

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'todas', label: 'Todas' },
  ...STATUS_FILTER_GROUPS.map((group) => ({ value: group, label: STATUS_FILTER_GROUP_LABELS[group] })),
];

const buyerOf = (t: TransactionView): string => t.cliente.nome?.trim() || 'Anônimo';
const methodOf = (t: TransactionView): string => t.paymentMethod.map(paymentMethodLabel).join(', ') || '—';
const badgeOf = (t: TransactionView) => (
  <StatusBadge tone={STATUS_GROUP_TONE[statusGroup(t.status)]} label={transactionStatusLabel(t.status)} />
);

const COLUMNS: readonly DataColumn<TransactionView>[] = [
  { key: 'data', header: 'Data', render: (t) => formatDateTime(t.data_criacao) },
  { key: 'valor', header: 'Valor', render: (t) => formatBRL(t.amountCents), className: styles.amount },
  { key: 'metodo', header: 'Método', render: methodOf },
  { key: 'cliente', header: 'Cliente', render: buyerOf },
  { key: 'status', header: 'Status', render: badgeOf },
];

function TransactionCard({ t }: { t: TransactionView }) {
  return (
    <DataCard
      title={formatBRL(t.amountCents)}
      subtitle={formatDateTime(t.data_criacao)}
      badge={badgeOf(t)}
      fields={[
        { label: 'Método', value: methodOf(t) },
        { label: 'Cliente', value: buyerOf(t) },
      ]}
    />
  );
}

/** The 10 most recent transactions, newest first as the API sends them, filtered by status group. */
export function RecentTransactions({ transactions }: { transactions: readonly TransactionView[] }) {
  const [filter, setFilter] = useState<Filter>('todas');
  const visible = useMemo(
    () =>
      filter === 'todas'
        ? transactions
        : transactions.filter((t) => transactionFilterGroup(t.status) === filter),
    [transactions, filter],
  );
  return (
    <div>
      <div className={styles.filters} role="group" aria-label="Filtrar transações por status">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            variant={filter === f.value ? 'primary' : 'secondary'}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </div>
      <DataList
        items={visible}
        columns={COLUMNS}
        getKey={(t) => t.id}
        renderCard={(t) => <TransactionCard t={t} />}
        caption="Transações recentes"
        empty={{ title: 'Nenhuma transação encontrada' }}
      />
    </div>
  );
}
