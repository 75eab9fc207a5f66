import { formatBRL } from '@pagora/shared';
import type { TransactionView } from '@pagora/shared/contracts';
import styles from './transactions.module.css';

/**
 * Issue 36: what a sale in dispute or charged back means for the seller, and its net held or lost.
 * Zoop asks for the seller's evidence by e-mail (no dispute API), so the screen only explains.
 */
const NOTICES = {
  em_disputa: {
    text: 'O banco do pagador contestou esta venda. O valor fica retido até a decisão.',
    label: 'Valor retido',
    cents: (tx: TransactionView) => tx.heldCents,
  },
  chargeback: {
    text: 'A contestação foi decidida a favor do pagador e o valor foi devolvido a ele.',
    label: 'Valor do chargeback',
    cents: (tx: TransactionView) => tx.chargebackCents,
  },
} as const;

export function DisputeNotice({ tx, isStaff }: { tx: TransactionView; isStaff: boolean }) {
  if (tx.status !== 'em_disputa' && tx.status !== 'chargeback') return null;
  const notice = NOTICES[tx.status];
  // A customer's answer has no seller figures: they see the status and nothing held or lost.
  const cents = isStaff ? notice.cents(tx) : undefined;
  return (
    <div className={styles.disputeNotice} role="note" aria-label="Contestação">
      <p>{notice.text}</p>
      {cents !== undefined ? (
        <p>
          {notice.label}: <strong>{formatBRL(cents)}</strong>
        </p>
      ) : null}
    </div>
  );
}
