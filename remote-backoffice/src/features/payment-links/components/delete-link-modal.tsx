import { Button, Modal } from '@pagora/shared/ui';
import type { PaymentLink } from '../api/get-payment-links';

export interface DeleteLinkModalProps {
  link: PaymentLink | null;
  busy: boolean;
  onConfirm: (link: PaymentLink) => void;
  onClose: () => void;
}

export function DeleteLinkModal({ link, busy, onConfirm, onClose }: DeleteLinkModalProps) {
  return (
    <Modal
      open={link !== null}
      title="Confirmar Exclusão"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            loading={busy}
            loadingText="Excluindo..."
            onClick={() => link && onConfirm(link)}
          >
            Excluir
          </Button>
        </>
      }
    >
      <p>Tem certeza que deseja excluir este link de pagamento? Esta ação não pode ser desfeita.</p>
    </Modal>
  );
}
