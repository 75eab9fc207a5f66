import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract } from '@pagora/shared/contracts';
import { payoutKeys, sellerQuery } from './query-keys';

/** GET /api/payouts: the seller's payouts with their status and account. */
export function usePayouts(sellerId: string | null) {
  return useQuery({
    queryKey: payoutKeys.history(sellerId),
    queryFn: ({ signal }) => call(payoutsContract.listPayouts, { query: sellerQuery(sellerId) }, { signal }),
  });
}
