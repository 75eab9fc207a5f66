import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { anticipationContract } from '@pagora/shared/contracts';
import { payoutKeys, sellerQuery } from './query-keys';

/** GET /api/anticipations: the seller's antecipações, newest first, with their status. */
export function useAnticipations(sellerId: string | null) {
  return useQuery({
    queryKey: payoutKeys.anticipations(sellerId),
    queryFn: ({ signal }) => call(anticipationContract.list, { query: sellerQuery(sellerId) }, { signal }),
  });
}
