import { useCan } from '@pagora/shared/client';
import type { TransactionView } from '@pagora/shared/contracts';
import { Alert } from '@pagora/shared/ui';
import styles from './transactions.module.css';
import { AcceptLateAction } from './accept-late-action';
import { RefundAction } from './refund-action';
import { awaitsLateReview, refundableCents } from './transaction-text';

export interface TransactionActionsProps {
  tx: TransactionView;
  onChanged: (tx: TransactionView) => void;
  onConfirmingChange: (open: boolean) => void;
}

/**
 * Staff only (admin, marketplace, seller): refund a paid transaction, review a late PIX. Both ask
 * the 'refund' permission, so a team role without it (Atendimento, Desenvolvedor) sees neither,
 * nor the notice asking it to choose.
 */
export function TransactionActions({ tx, onChanged, onConfirmingChange }: TransactionActionsProps) {
  const canRefund = useCan('refund');
  const late = awaitsLateReview(tx) && tx.status === 'pago';
  if (!canRefund || (!late && refundableCents(tx) <= 0)) return null;
  return (
    <section className={`${styles.actions} ${styles.noPrint}`} aria-label="Ações">
      {late ? (
        <Alert tone="info">
          Este PIX foi pago depois que o código expirou. Aceite para manter o pagamento ou estorne o valor ao
          cliente.
        </Alert>
      ) : null}
      <div className={styles.actionButtons}>
        {late ? (
          <AcceptLateAction tx={tx} onDone={onChanged} onConfirmingChange={onConfirmingChange} />
        ) : null}
        <RefundAction tx={tx} onDone={onChanged} onConfirmingChange={onConfirmingChange} />
      </div>
    </section>
  );
}
