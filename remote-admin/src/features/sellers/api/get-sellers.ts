import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract, type SellerListQuery } from '@pagora/shared/contracts';
import { sellerKeys } from './query-keys';

export type SellersPage = Awaited<ReturnType<typeof getSellers>>;

/** GET /api/sellers-list: one page, searched and filtered on the server (an owner gets its own). */
export function getSellers(query: SellerListQuery, signal?: AbortSignal) {
  return call(sellersContract.sellersList, { query }, signal ? { signal } : {});
}

export function useSellers(userId: string | null, query: SellerListQuery) {
  return useQuery({
    queryKey: sellerKeys.list(userId, query),
    queryFn: userId ? ({ signal }) => getSellers(query, signal) : skipToken,
    // The rows of the page being left stay on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
