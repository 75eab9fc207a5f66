import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { LIST_PAGE_SIZE } from '@pagora/shared';
import { marketplaceKeys } from './query-keys';

/** GET /api/marketplace-list-seller/:marketplaceId, paged on the server. */
export function getMarketplaceSellers(marketplaceId: string, page: number, signal?: AbortSignal) {
  return call(
    sellersContract.marketplaceSellers,
    { params: { marketplaceId }, query: { page, pageSize: LIST_PAGE_SIZE } },
    signal ? { signal } : {},
  );
}

export function useMarketplaceSellers(userId: string | null, marketplaceId: string, page: number) {
  return useQuery({
    queryKey: marketplaceKeys.sellers(userId, marketplaceId, page),
    queryFn: userId ? ({ signal }) => getMarketplaceSellers(marketplaceId, page, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
