import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract } from '@pagora/shared/contracts';
import { payoutKeys } from './query-keys';

/** PUT /api/bank-accounts/:id/default: needs the current password; the owner gets an e-mail. */
export function useSetDefaultBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      call(payoutsContract.setDefaultBankAccount, { params: { id }, body: { password } }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutKeys.accounts(null) }),
  });
}
