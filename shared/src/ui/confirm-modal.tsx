import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  /** Default 'Confirmar Exclusão'. */
  title?: string;
  /** e.g. 'Tem certeza que deseja remover este vendedor?' */
  message: ReactNode;
  /** Default 'Excluir'. */
  confirmLabel?: string;
  /** Shown on the confirm button while `busy`; default 'Excluindo...'. */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Destructive confirmations. Focus starts on 'Cancelar' so an Enter pressed out of habit keeps
 * the record; the confirm button is the danger one.
 */
export function ConfirmModal({
  open,
  title = 'Confirmar Exclusão',
  message,
  confirmLabel = 'Excluir',
  busyLabel = 'Excluindo...',
  cancelLabel = 'Cancelar',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          {/* Focused on open: the safe choice is the one an accidental Enter presses. */}
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy} loadingText={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
