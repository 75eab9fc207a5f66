import { formatBRL, formatDateTime } from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';
import { Button, DataCard, DataList, type DataColumn, type DataListProps } from '@pagora/shared/ui';
import styles from './transactions.module.css';
import { MethodBadges, StatusBadges } from './transaction-badges';
import {
  ANONYMOUS_CUSTOMER,
  NO_EMAIL,
  amountLeftCents,
  customerEmailOf,
  customerNameOf,
} from './transaction-text';

type ListProps = Omit<DataListProps<TransactionView>, 'columns' | 'getKey' | 'renderCard' | 'caption'>;

export interface TransactionListProps extends ListProps {
  onOpen: (tx: TransactionView) => void;
  /** Admins and marketplaces see whose sale each row is. */
  showSeller: boolean;
}

/** What was sold: the paid link's description ('—' for a charge without a link). */
const descriptionOf = (tx: TransactionView) => tx.pagamento?.description || '—';
const sellerOf = (tx: TransactionView) => tx.seller?.nome ?? '—';

function Customer({ tx }: { tx: TransactionView }) {
  return (
    <div className={styles.customer}>
      <span className={styles.customerName}>{customerNameOf(tx) ?? ANONYMOUS_CUSTOMER}</span>
      <span className={styles.muted}>{customerEmailOf(tx) ?? NO_EMAIL}</span>
    </div>
  );
}

/** One page of transactions: a table on wide screens, cards below 1024 px. */
export function TransactionList({ onOpen, showSeller, ...list }: TransactionListProps) {
  const details = (tx: TransactionView) => (
    <Button variant="secondary" onClick={() => onOpen(tx)}>
      Ver Detalhes
    </Button>
  );
  const columns: DataColumn<TransactionView>[] = [
    { key: 'customer', header: 'Cliente', render: (tx) => <Customer tx={tx} /> },
    { key: 'description', header: 'Descrição', render: descriptionOf },
    ...(showSeller ? [{ key: 'seller', header: 'Vendedor', render: sellerOf }] : []),
    {
      key: 'date',
      header: 'Data',
      render: (tx) => formatDateTime(tx.data_criacao),
      className: styles.nowrap,
    },
    { key: 'id', header: 'ID', render: (tx) => <span className={styles.id}>{tx.id}</span> },
    {
      key: 'amount',
      header: 'Valor',
      render: (tx) => formatBRL(amountLeftCents(tx)),
      className: styles.amount,
    },
    { key: 'status', header: 'Status', render: (tx) => <StatusBadges tx={tx} /> },
    { key: 'method', header: 'Método', render: (tx) => <MethodBadges tx={tx} /> },
    { key: 'actions', header: 'Ações', render: details },
  ];
  return (
    <DataList
      {...list}
      caption="Transações"
      columns={columns}
      getKey={(tx) => tx.id}
      renderCard={(tx) => (
        <DataCard
          title={customerNameOf(tx) ?? ANONYMOUS_CUSTOMER}
          subtitle={customerEmailOf(tx) ?? NO_EMAIL}
          badge={<StatusBadges tx={tx} />}
          fields={[
            { label: 'Descrição', value: descriptionOf(tx) },
            ...(showSeller ? [{ label: 'Vendedor', value: sellerOf(tx) }] : []),
            { label: 'Data', value: formatDateTime(tx.data_criacao) },
            { label: 'ID', value: <span className={styles.id}>{tx.id}</span> },
            { label: 'Valor', value: formatBRL(amountLeftCents(tx)) },
            { label: 'Método', value: <MethodBadges tx={tx} /> },
          ]}
          actions={details(tx)}
        />
      )}
    />
  );
}
