import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import type { UpdatePaymentLink } from '@pagora/shared';
import { messageOf, toApiError } from '@pagora/shared/client';
import { removePaymentLink } from '../api/remove-payment-link';
import { updatePaymentLink } from '../api/update-payment-link';

export const LINK_UPDATED = 'Link de pagamento atualizado com sucesso!';
export const LINK_UPDATE_FAILED = 'Não foi possível editar o pagamento.';
export const LINK_REMOVED = 'Link de pagamento excluído com sucesso!';
export const LINK_REMOVE_FAILED = 'Erro ao excluir o link de pagamento';

/** Edit and delete; each success toasts and calls `onChanged` (the list reloads from the server). */
export function useManageLink(onChanged: () => unknown) {
  const [busy, setBusy] = useState(false);

  const update = useCallback(
    async (
      linkId: string,
      link: UpdatePaymentLink,
    ): Promise<{ ok: true } | { ok: false; message: string; field?: string }> => {
      setBusy(true);
      try {
        await updatePaymentLink(linkId, link);
        toast.success(LINK_UPDATED);
        void onChanged();
        return { ok: true };
      } catch (error) {
        // The spec only logs this failure; the modal also shows it, so the edit is not lost silently.
        const message = messageOf(error, LINK_UPDATE_FAILED);
        console.error(message);
        const { field } = toApiError(error);
        return field ? { ok: false, message, field } : { ok: false, message };
      } finally {
        setBusy(false);
      }
    },
    [onChanged],
  );

  const remove = useCallback(
    async (linkId: string): Promise<boolean> => {
      setBusy(true);
      try {
        await removePaymentLink(linkId);
        toast.success(LINK_REMOVED);
        void onChanged();
        return true;
      } catch {
        toast.error(LINK_REMOVE_FAILED);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onChanged],
  );

  return { update, remove, busy };
}
