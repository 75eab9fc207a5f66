import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract } from '@pagora/shared/contracts';
import { payoutKeys, sellerQuery } from './query-keys';

/** GET /api/bank-accounts: the seller's accounts, the default one marked. */
export function useBankAccounts(sellerId: string | null) {
  return useQuery({
    queryKey: payoutKeys.accounts(sellerId),
    queryFn: ({ signal }) =>
      call(payoutsContract.listBankAccounts, { query: sellerQuery(sellerId) }, { signal }),
  });
}
