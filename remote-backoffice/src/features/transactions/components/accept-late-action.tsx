import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { TransactionView } from '@pagora/shared/contracts';
import { Button, ConfirmModal, notify } from '@pagora/shared/ui';
import { useAcceptLatePayment } from '../api/review-late-transaction';

export const ACCEPT_FAILED = 'Não foi possível aceitar o pagamento. Tente novamente.';

export interface AcceptLateActionProps {
  tx: TransactionView;
  onDone: (tx: TransactionView) => void;
  onConfirmingChange: (open: boolean) => void;
}

/** 'Aceitar' a PIX paid after its code expired: the money stays and the review queue forgets it. */
export function AcceptLateAction({ tx, onDone, onConfirmingChange }: AcceptLateActionProps) {
  const [open, setOpen] = useState(false);
  const accept = useAcceptLatePayment();
  const toggle = (next: boolean) => {
    setOpen(next);
    onConfirmingChange(next);
  };
  const confirm = () =>
    accept.mutate(tx.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        toggle(false);
        onDone(answer.transaction);
      },
      onError: (failure) => {
        notify.error(messageOf(failure, ACCEPT_FAILED));
        toggle(false);
      },
    });
  return (
    <>
      <Button variant="primary" onClick={() => toggle(true)}>
        Aceitar
      </Button>
      <ConfirmModal
        open={open}
        title="Aceitar Pagamento"
        message="Manter este pagamento recebido após a expiração do PIX?"
        confirmLabel="Aceitar"
        busyLabel="Aceitando..."
        busy={accept.isPending}
        onConfirm={confirm}
        onCancel={() => {
          if (!accept.isPending) toggle(false);
        }}
      />
    </>
  );
}
