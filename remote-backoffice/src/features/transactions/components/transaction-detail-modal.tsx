import { useEffect, useState } from 'react';
import type { TransactionView } from '@pagora/shared/contracts';
import { Button, Modal } from '@pagora/shared/ui';
import styles from './transactions.module.css';
import { TransactionActions } from './transaction-actions';
import { TransactionReceipt } from './transaction-receipt';

export interface TransactionDetailModalProps {
  /** null: closed. */
  transaction: TransactionView | null;
  isAdmin: boolean;
  /** Admin, marketplace and seller get the refund and late-review actions; customers none. */
  isStaff: boolean;
  /** A refund or review answered with the updated transaction. */
  onChanged: (tx: TransactionView) => void;
  onClose: () => void;
}

/** While open, printing shows the receipt alone (see the @media print rules). */
function usePrintOnlyReceipt(open: boolean) {
  useEffect(() => {
    const printing = styles.printingReceipt;
    if (!open || !printing) return;
    document.body.classList.add(printing);
    return () => document.body.classList.remove(printing);
  }, [open]);
}

/** 'Detalhes da Transação': the receipt, the staff's actions, 'Fechar' and 'Imprimir'. */
export function TransactionDetailModal({
  transaction: tx,
  isAdmin,
  isStaff,
  onChanged,
  onClose,
}: TransactionDetailModalProps) {
  const [confirming, setConfirming] = useState(false);
  usePrintOnlyReceipt(tx !== null);
  // Escape reaches every open dialog: while a confirmation is on top, only that one closes.
  const close = () => {
    if (!confirming) onClose();
  };
  return (
    <Modal
      open={tx !== null}
      title="Detalhes da Transação"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Fechar
          </Button>
          <Button variant="primary" onClick={() => window.print()}>
            Imprimir
          </Button>
        </>
      }
    >
      {tx ? (
        <>
          <div className={styles.receipt}>
            <TransactionReceipt tx={tx} isAdmin={isAdmin} isStaff={isStaff} />
          </div>
          {isStaff ? (
            <TransactionActions
              key={tx.id}
              tx={tx}
              onChanged={onChanged}
              onConfirmingChange={setConfirming}
            />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
