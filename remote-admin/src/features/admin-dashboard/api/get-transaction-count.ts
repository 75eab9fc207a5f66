import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { transactionsContract } from '@pagora/shared/contracts';
import { dashboardKeys } from '../../../lib/dashboard-query-keys';

/**
 * 'Total de Transações': the list endpoint counts every match in its summary, so a one-row page
 * gives the admin's total without downloading the transactions.
 */
export async function getTransactionCount(userId: string, signal?: AbortSignal): Promise<number> {
  const answer = await call(
    transactionsContract.list,
    { params: { userId }, query: { pageSize: 1 } },
    signal ? { signal } : {},
  );
  return answer.summary.count;
}

export function useTransactionCount(userId: string | null) {
  return useQuery({
    queryKey: dashboardKeys.transactionCount(userId),
    queryFn: userId ? ({ signal }) => getTransactionCount(userId, signal) : skipToken,
  });
}
