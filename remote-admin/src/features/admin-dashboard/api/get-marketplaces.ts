import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import {
  MARKETPLACE_PAGE_SIZE_MAX,
  type MarketplaceSummary,
  marketplacesContract,
} from '@pagora/shared/contracts';
import { dashboardKeys } from '../../../lib/dashboard-query-keys';

/**
 * GET /api/marketplaces — for an admin every marketplace, with its sellers and paid revenue: the
 * list is paged on the server, so the dashboard asks for its largest page.
 */
export async function getMarketplaces(signal?: AbortSignal): Promise<MarketplaceSummary[]> {
  const answer = await call(
    marketplacesContract.list,
    { query: { pageSize: MARKETPLACE_PAGE_SIZE_MAX } },
    signal ? { signal } : {},
  );
  return answer.dados;
}

export function useMarketplaces(userId: string | null) {
  return useQuery({
    queryKey: dashboardKeys.marketplaces(userId),
    queryFn: userId ? ({ signal }) => getMarketplaces(signal) : skipToken,
  });
}
