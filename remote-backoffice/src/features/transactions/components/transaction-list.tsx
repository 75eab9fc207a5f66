import { formatBRL, formatDateTime } from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';
import { Button, DataCard, DataList, type DataColumn, type DataListProps } from '@pagora/shared/ui';
import styles from './transactions.module.css';
import { ShortId } from './short-id';
import { MethodBadges, StatusBadges } from './transaction-badges';
import {
  ANONYMOUS_CUSTOMER,
  NO_EMAIL,
  amountLeftCents,
  customerEmailOf,
  customerNameOf,
  descriptionOf,
} from './transaction-text';

type ListProps = Omit<DataListProps<TransactionView>, 'columns' | 'getKey' | 'renderCard' | 'caption'>;

export interface TransactionListProps extends ListProps {
  onOpen: (tx: TransactionView) => void;
  /** Admins and marketplaces see whose sale each row is. */
  showSeller: boolean;
}

const NONE = '—';
const sellerOf = (tx: TransactionView) => tx.seller?.nome ?? NONE;

/** One line, cut with an ellipsis; the whole text on hover (title) and for screen readers. */
function Clipped({ text, className }: { text: string; className?: string }) {
  return (
    <span className={`${styles.clip} ${className ?? ''}`} title={text}>
      {text}
    </span>
  );
}

function Customer({ tx }: { tx: TransactionView }) {
  return (
    <div className={styles.customer}>
      <Clipped className={styles.customerName} text={customerNameOf(tx) ?? ANONYMOUS_CUSTOMER} />
      <Clipped className={styles.muted} text={customerEmailOf(tx) ?? NO_EMAIL} />
    </div>
  );
}

/**
 * One page of transactions: a table on wide screens, cards below 1024 px. Issue 41: at least ten
 * rows fit a 1366x800 window, so every cell is one line (text columns take what is left and clip
 * with an ellipsis, the others never wrap) and the rows are compact (transactions.module.css).
 */
export function TransactionList({ onOpen, showSeller, ...list }: TransactionListProps) {
  const details = (tx: TransactionView) => (
    <Button variant="secondary" className={styles.rowButton} onClick={() => onOpen(tx)}>
      Ver Detalhes
    </Button>
  );
  const columns: DataColumn<TransactionView>[] = [
    {
      key: 'customer',
      header: 'Cliente',
      render: (tx) => <Customer tx={tx} />,
      className: styles.textCol,
    },
    {
      key: 'description',
      header: 'Descrição',
      render: (tx) => <Clipped text={descriptionOf(tx) ?? NONE} />,
      className: styles.textCol,
    },
    ...(showSeller
      ? [
          {
            key: 'seller',
            header: 'Vendedor',
            render: (tx: TransactionView) => <Clipped text={sellerOf(tx)} />,
            className: styles.narrowTextCol,
          },
        ]
      : []),
    {
      key: 'date',
      header: 'Data',
      render: (tx) => formatDateTime(tx.data_criacao),
      className: styles.nowrap,
    },
    { key: 'id', header: 'ID', render: (tx) => <ShortId id={tx.id} />, className: styles.nowrap },
    {
      key: 'amount',
      header: 'Valor',
      render: (tx) => formatBRL(amountLeftCents(tx)),
      className: `${styles.amount} ${styles.nowrap}`,
    },
    { key: 'status', header: 'Status', render: (tx) => <StatusBadges tx={tx} />, className: styles.nowrap },
    { key: 'method', header: 'Método', render: (tx) => <MethodBadges tx={tx} />, className: styles.nowrap },
    { key: 'actions', header: 'Ações', render: details, className: styles.nowrap },
  ];
  return (
    <div className={styles.compactList}>
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
              { label: 'Descrição', value: descriptionOf(tx) ?? NONE },
              ...(showSeller ? [{ label: 'Vendedor', value: sellerOf(tx) }] : []),
              { label: 'Data', value: formatDateTime(tx.data_criacao) },
              { label: 'ID', value: <ShortId id={tx.id} /> },
              { label: 'Valor', value: formatBRL(amountLeftCents(tx)) },
              { label: 'Método', value: <MethodBadges tx={tx} /> },
            ]}
            actions={details(tx)}
          />
        )}
      />
    </div>
  );
}
