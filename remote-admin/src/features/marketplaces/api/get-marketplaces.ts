import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { type MarketplacesQuery, marketplacesContract } from '@pagora/shared/contracts';
import { marketplaceKeys } from './query-keys';

/** GET /api/marketplaces: one page, searched on the server (name, e-mail, document, ids). */
export function getMarketplaces(query: MarketplacesQuery, signal?: AbortSignal) {
  return call(marketplacesContract.list, { query }, signal ? { signal } : {});
}

export function useMarketplaces(userId: string | null, query: MarketplacesQuery) {
  return useQuery({
    queryKey: marketplaceKeys.list(userId, query),
    queryFn: userId ? ({ signal }) => getMarketplaces(query, signal) : skipToken,
    // The rows of the page being left stay on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}
