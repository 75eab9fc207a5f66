import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { sellerKeys } from './query-keys';

/** POST /api/seller/:id/reenviar-convite ('Reenviar convite', issue 41): a fresh link by e-mail. */
export const resendSellerInvite = (id: string) => call(sellersContract.resendInvite, { params: { id } });

export function useResendSellerInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendSellerInvite,
    onSuccess: () => client.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}
