import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract, type BankAccountCreate } from '@pagora/shared/contracts';
import { payoutKeys } from './query-keys';

/** POST /api/bank-accounts, in Zoop's words; only a seller adds to its own. */
export function useCreateBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountCreate) => call(payoutsContract.createBankAccount, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutKeys.accounts(null) }),
  });
}
