import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { couponsContract } from '@pagora/shared/contracts';
import { couponKeys, sellerQuery } from './query-keys';

/** GET /api/cupons: the seller's coupons, newest first, each with its uses and revenue. */
export function useCoupons(sellerId: string | null) {
  return useQuery({
    queryKey: couponKeys.list(sellerId),
    queryFn: ({ signal }) => call(couponsContract.list, { query: sellerQuery(sellerId) }, { signal }),
  });
}
