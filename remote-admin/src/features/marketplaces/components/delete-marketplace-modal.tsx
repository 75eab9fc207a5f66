import { messageOf } from '@pagora/shared/client';
import { SELLER_MESSAGES, type MarketplaceSummary } from '@pagora/shared/contracts';
import { ConfirmModal, notify } from '@pagora/shared/ui';
import { useRemoveMarketplace } from '../api/remove-marketplace';

export interface DeleteMarketplaceModalProps {
  /** The marketplace to remove; null keeps the modal closed. */
  marketplace: MarketplaceSummary | null;
  onClose: () => void;
  onRemoved: () => void;
}

/**
 * The spec's browser confirmation as the kit's modal. A marketplace with active sellers is refused
 * by the server (409); its pt-BR message is the toast.
 */
export function DeleteMarketplaceModal({ marketplace, onClose, onRemoved }: DeleteMarketplaceModalProps) {
  const remove = useRemoveMarketplace();
  const confirm = () => {
    if (!marketplace?.id) {
      notify.error('Nenhum marketplace selecionado.');
      return;
    }
    remove.mutate(marketplace.id, {
      onSuccess: () => {
        notify.success(SELLER_MESSAGES.marketplaceRemoved);
        onRemoved();
        onClose();
      },
      onError: (error) => {
        notify.error(messageOf(error, 'Erro desconhecido'));
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      open={marketplace !== null}
      message="Tem certeza que deseja remover este marketplace?"
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
    />
  );
}
