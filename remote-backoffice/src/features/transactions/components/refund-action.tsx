import { useState, type FormEvent } from 'react';
import { centsToDecimalString, formatBRL } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { TransactionView } from '@pagora/shared/contracts';
import { Button, ConfirmModal, Input, notify } from '@pagora/shared/ui';
import { newIdempotencyKey } from '@pagora/shared/lite';
import { useRefundTransaction } from '../api/refund-transaction';
import styles from './transactions.module.css';
import { centsToInput, checkRefundAmount } from './refund-amount';
import { refundableCents } from './transaction-text';

export const REFUND_FAILED = 'Não foi possível realizar o estorno. Tente novamente.';

export interface RefundActionProps {
  tx: TransactionView;
  onDone: (tx: TransactionView) => void;
  onConfirmingChange: (open: boolean) => void;
}

/** 'Estornar': the amount (by default all that is left), then a confirmation, then the request. */
export function RefundAction({ tx, onDone, onConfirmingChange }: RefundActionProps) {
  const left = refundableCents(tx);
  const [formOpen, setFormOpen] = useState(false);
  const [text, setText] = useState(() => centsToInput(left));
  const [error, setError] = useState<string | null>(null);
  const [confirmCents, setConfirmCents] = useState<number | null>(null);
  const refund = useRefundTransaction();

  const confirmOpen = (cents: number | null) => {
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
    const check = checkRefundAmount(text, left);
    setError(check.ok ? null : check.message);
    if (check.ok) confirmOpen(check.cents);
  };
  const confirm = () => {
    if (confirmCents === null) return;
    // A new key per confirmation: a retry of this same request is answered, never refunded twice.
    const request = {
      id: tx.id,
      amount: centsToDecimalString(confirmCents),
      idempotencyKey: newIdempotencyKey(),
    };
    refund.mutate(request, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        confirmOpen(null);
        setFormOpen(false);
        onDone(answer.transaction);
      },
      onError: (failure) => {
        notify.error(messageOf(failure, REFUND_FAILED));
        confirmOpen(null);
      },
    });
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
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
        hint={`Disponível para estorno: ${formatBRL(left)}`}
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
        busy={refund.isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!refund.isPending) confirmOpen(null);
        }}
      />
    </form>
  );
}
