import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { transactionsContract } from '@pagora/shared/contracts';
import { marketplaceKeys } from './query-keys';

/** GET /api/marketplaces: the whole list in one answer (not paged on the server). */
export async function getMarketplaces(signal?: AbortSignal) {
  const answer = await call(transactionsContract.marketplaces, {}, signal ? { signal } : {});
  return answer.dados;
}

export function useMarketplaces(userId: string | null) {
  return useQuery({
    queryKey: marketplaceKeys.list(userId),
    queryFn: userId ? ({ signal }) => getMarketplaces(signal) : skipToken,
  });
}
