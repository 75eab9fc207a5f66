import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { transactionsContract, type AnswerOf } from '@pagora/shared/contracts';
import { dashboardKeys } from '../../../lib/dashboard-query-keys';

export type SellerDashAnswer = AnswerOf<typeof transactionsContract.sellerDash>;
export type SellerDash = SellerDashAnswer['dados'];

/** GET /api/seller-dash/:userId — the 10 most recent transactions, this month's stats, balances. */
export async function getSellerDash(userId: string, signal?: AbortSignal): Promise<SellerDash> {
  const answer = await call(
    transactionsContract.sellerDash,
    { params: { userId } },
    signal ? { signal } : {},
  );
  return answer.dados;
}

/** Waits for the signed-in user (spec 000: the dashboard loads once the user is known). */
export function useSellerDash(userId: string | null) {
  return useQuery({
    queryKey: dashboardKeys.sellerDash(userId),
    queryFn: userId ? ({ signal }) => getSellerDash(userId, signal) : skipToken,
  });
}
