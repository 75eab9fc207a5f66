import { useState, type FormEvent } from 'react';
import { centsToDecimalString, centsToInput, formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import { REFUND_MESSAGES, type TransactionView } from '@pagora/shared/contracts';
import { Button, ConfirmModal, Input, notify } from '@pagora/shared/ui';
import { useMoneyAction } from '@pagora/shared/data';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateAfterMoneyMoved } from '../api/query-keys';
import { useRefundTransaction } from '../api/refund-transaction';
import styles from './transactions.module.css';
import { checkRefundAmount } from './refund-amount';
import { refundableCents } from './transaction-text';

export const REFUND_FAILED = 'Não foi possível realizar o estorno. Tente novamente.';

export interface RefundActionProps {
  tx: TransactionView;
  onDone: (tx: TransactionView) => void;
  onConfirmingChange: (open: boolean) => void;
}

/**
 * The provider cannot return part of a PIX, so the API refuses a partial one (payments'
 * methods/pix/rules.ts, docs/payments.md): the form says so up front instead of after confirming.
 */
export const refundsWholeOnly = (tx: TransactionView) => tx.paymentMethod.includes('pix');

/** 'Estornar': the amount (by default all that is left), then a confirmation, then the request. */
export function RefundAction({ tx, onDone, onConfirmingChange }: RefundActionProps) {
  const left = refundableCents(tx);
  const wholeOnly = refundsWholeOnly(tx);
  const [formOpen, setFormOpen] = useState(false);
  const [text, setText] = useState(() => centsToInput(left));
  const [error, setError] = useState<string | null>(null);
  const [confirmCents, setConfirmCents] = useState<number | null>(null);
  const refund = useRefundTransaction();
  const client = useQueryClient();
  // One confirmed amount is one intent: a double click or a retry reuses its key and cannot refund twice.
  const action = useMoneyAction((vars: { id: string; amount: string }, idempotencyKey: string) =>
    refund.mutateAsync({ ...vars, idempotencyKey }),
  );

  const confirmOpen = (cents: number | null) => {
    // Each confirmation opened is one refund: a second refund of the same amount is a new intent.
    if (cents !== null && confirmCents === null) action.restart();
    setConfirmCents(cents);
    onConfirmingChange(cents !== null);
  };
  const openForm = () => {
    // After a partial refund the default is what is left now, not what was left before.
    setText(centsToInput(left));
    setError(null);
    setFormOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkRefundAmount(wholeOnly ? centsToInput(left) : text, left);
    setError(check.ok ? null : check.message);
    if (check.ok) confirmOpen(check.cents);
  };
  const confirm = async () => {
    if (confirmCents === null) return;
    const outcome = await action.run({ id: tx.id, amount: centsToDecimalString(confirmCents) });
    if (!outcome) return;
    if (outcome.kind !== 'done') {
      // Still running (an earlier request of this intent) is not a failure: say so and re-read.
      notify.error(messageOf(outcome.error, REFUND_FAILED));
      if (outcome.kind === 'running') void invalidateAfterMoneyMoved(client);
      confirmOpen(null);
      return;
    }
    notify.success(outcome.answer.message);
    confirmOpen(null);
    setFormOpen(false);
    onDone(outcome.answer.transaction);
  };

  if (left <= 0) return null;
  if (!formOpen) {
    return (
      <Button variant="danger" onClick={openForm}>
        Estornar
      </Button>
    );
  }
  return (
    <form className={styles.refundForm} onSubmit={submit} noValidate>
      <Input
        label="Valor do estorno (R$)"
        inputMode="decimal"
        value={wholeOnly ? centsToInput(left) : text}
        readOnly={wholeOnly}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        hint={
          wholeOnly
            ? `${REFUND_MESSAGES.pixWhole} Valor do estorno: ${formatBRL(left)}`
            : `Disponível para estorno: ${formatBRL(left)}`
        }
      />
      <div className={styles.formButtons}>
        <Button variant="secondary" onClick={() => setFormOpen(false)}>
          Cancelar
        </Button>
        <Button type="submit" variant="danger">
          Continuar
        </Button>
      </div>
      <ConfirmModal
        open={confirmCents !== null}
        title="Confirmar Estorno"
        message={`Tem certeza que deseja estornar ${formatBRL(confirmCents ?? 0)}? Esta ação não pode ser desfeita.`}
        confirmLabel="Estornar"
        busyLabel="Estornando..."
        busy={action.busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (!action.busy) confirmOpen(null);
        }}
      />
    </form>
  );
}
