import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract } from '@pagora/shared/contracts';
import { payoutKeys } from './query-keys';

/** DELETE /api/bank-accounts/:id. */
export function useDeleteBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(payoutsContract.deleteBankAccount, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutKeys.accounts(null) }),
  });
}
