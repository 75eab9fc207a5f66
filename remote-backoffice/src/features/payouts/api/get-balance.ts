import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract } from '@pagora/shared/contracts';
import { payoutKeys, sellerQuery } from './query-keys';

/** GET /api/balance: available, future and blocked cents, the receivables by date and the policy. */
export function useBalance(sellerId: string | null) {
  return useQuery({
    queryKey: payoutKeys.balance(sellerId),
    queryFn: ({ signal }) => call(payoutsContract.balance, { query: sellerQuery(sellerId) }, { signal }),
  });
}
