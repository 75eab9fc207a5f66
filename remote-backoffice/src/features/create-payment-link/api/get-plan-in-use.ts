import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { interestPlansContract, type InterestPlanItem } from '@pagora/shared/contracts';

/**
 * Under the interest-plans screen's key prefix ('interest-plans'): the query client is shared by
 * every remote, so choosing or editing a plan in /juros refreshes this note too.
 */
const planInUseKey = (userId: string | null) => ['interest-plans', 'in-use', userId] as const;

/** The plan the caller's new links are priced with (`GET /api/juros/cliente/:userId?em_uso=true`). */
export async function getPlanInUse(userId: string, signal?: AbortSignal): Promise<InterestPlanItem | null> {
  const page = await call(
    interestPlansContract.list,
    { params: { userId }, query: { em_uso: 'true', page: 1, pageSize: 1 } },
    signal ? { signal } : {},
  );
  return page.dados[0] ?? null;
}

/** The same, through the data layer: null when none is in use; nothing asked without a user. */
export function usePlanInUse(userId: string | null) {
  return useQuery({
    queryKey: planInUseKey(userId),
    queryFn: userId ? ({ signal }) => getPlanInUse(userId, signal) : skipToken,
  });
}
