import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { transactionsContract, type MonthlyRow } from '@pagora/shared/contracts';
import { dashboardKeys } from './dashboard-query-keys';

/**
 * GET /api/dashboard/monthly — the last 12 months keyed MM/YYYY, oldest first, empty months
 * included. `marketplaceId` narrows an admin's report to one marketplace; others are scoped by the
 * server to their own data.
 */
export async function getMonthlyReport(
  marketplaceId: string | null,
  signal?: AbortSignal,
): Promise<MonthlyRow[]> {
  const answer = await call(
    transactionsContract.monthly,
    { query: marketplaceId ? { marketplaceId } : {} },
    signal ? { signal } : {},
  );
  return answer.dados;
}

/** Switching marketplace keeps the previous report on screen until the next one arrives. */
export function useMonthlyReport(userId: string | null, marketplaceId: string | null = null) {
  return useQuery({
    queryKey: dashboardKeys.monthly(userId, marketplaceId),
    queryFn: userId ? ({ signal }) => getMonthlyReport(marketplaceId, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
