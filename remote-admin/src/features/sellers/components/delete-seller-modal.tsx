import { SELLER_MESSAGES, type SellerRecord } from '@pagora/shared/contracts';
import { ConfirmModal, notify } from '@pagora/shared/ui';
import { useRemoveSeller } from '../api/remove-seller';
import { removeSellerError } from './seller-errors';

export interface DeleteSellerModalProps {
  /** The seller to remove; null keeps the modal closed. */
  seller: SellerRecord | null;
  owner: boolean;
  onClose: () => void;
  onRemoved: () => void;
}

/** The spec's browser confirmation, as the kit's modal; the list reloads after the removal. */
export function DeleteSellerModal({ seller, owner, onClose, onRemoved }: DeleteSellerModalProps) {
  const remove = useRemoveSeller(owner);
  const confirm = () => {
    if (!seller?.id || !seller.cliente.id) {
      notify.error('IDs inválidos.');
      return;
    }
    remove.mutate(
      { id: seller.id, clientId: seller.cliente.id },
      {
        onSuccess: () => {
          notify.success(SELLER_MESSAGES.removed);
          onRemoved();
          onClose();
        },
        onError: (error) => notify.error(removeSellerError(error)),
      },
    );
  };
  return (
    <ConfirmModal
      open={seller !== null}
      message="Tem certeza que deseja remover este vendedor?"
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
    />
  );
}
