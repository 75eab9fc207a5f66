import { skipToken, useQuery } from '@tanstack/react-query';
import type { ReportPeriod } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { sellerReportContract } from '@pagora/shared/contracts';

/** Under 'sellers': a seller's add, edit or removal (which invalidates ['sellers']) asks it again. */
export const sellerReportKey = (userId: string | null, sellerId: string, period: ReportPeriod) =>
  ['sellers', 'report', userId, sellerId, period] as const;

/** GET /api/seller-report/:sellerId?period=day|week|month; an unknown or foreign seller is a 404. */
export async function getSellerReport(sellerId: string, period: ReportPeriod, signal?: AbortSignal) {
  const answer = await call(
    sellerReportContract.report,
    { params: { sellerId }, query: { period } },
    signal ? { signal } : {},
  );
  return answer.dados;
}

export function useSellerReport(userId: string | null, sellerId: string, period: ReportPeriod) {
  return useQuery({
    queryKey: sellerReportKey(userId, sellerId, period),
    queryFn: userId && sellerId ? ({ signal }) => getSellerReport(sellerId, period, signal) : skipToken,
  });
}
