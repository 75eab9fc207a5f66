import { paymentMethodLabel, statusGroup, transactionStatusLabel } from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';
import { STATUS_GROUP_TONE, StatusBadge } from '@pagora/shared/ui';
import styles from './transactions.module.css';
import { PARTIAL_REFUND_BADGE, awaitsLateReview, partlyRefunded } from './transaction-text';

export const LATE_BADGE = 'Pago após expiração';

export function TransactionStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={STATUS_GROUP_TONE[statusGroup(status)]} label={transactionStatusLabel(status)} />;
}

/** The method as paid: 'PIX', or 'Cartão de Crédito em 3x' when the card was split in installments. */
export function methodPaidLabel(method: string, installments: number): string {
  const label = paymentMethodLabel(method);
  return method === 'credit_card' && installments > 1 ? `${label} em ${installments}x` : label;
}

export function MethodBadges({ tx }: { tx: Pick<TransactionView, 'paymentMethod' | 'parcela_selecionada'> }) {
  return (
    <span className={styles.badges}>
      {tx.paymentMethod.map((method) => (
        <StatusBadge key={method} tone="info" label={methodPaidLabel(method, tx.parcela_selecionada)} />
      ))}
    </span>
  );
}

/** The status, a partial refund, plus the late-PIX flag while it waits for someone to accept or refund it. */
export function StatusBadges({ tx }: { tx: TransactionView }) {
  return (
    <span className={styles.badges}>
      <TransactionStatusBadge status={tx.status} />
      {partlyRefunded(tx) ? <StatusBadge tone="warning" label={PARTIAL_REFUND_BADGE} /> : null}
      {awaitsLateReview(tx) ? <StatusBadge tone="warning" label={LATE_BADGE} /> : null}
    </span>
  );
}
