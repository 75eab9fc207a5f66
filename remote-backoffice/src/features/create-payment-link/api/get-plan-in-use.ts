import { call } from '@pagora/shared/client';
import { interestPlansContract, type InterestPlanItem } from '@pagora/shared/contracts';

/** The plan the caller's new links are priced with (`GET /api/juros/cliente/:userId?em_uso=true`). */
export async function getPlanInUse(userId: string): Promise<InterestPlanItem | null> {
  const page = await call(interestPlansContract.list, {
    params: { userId },
    query: { em_uso: 'true', page: 1, pageSize: 1 },
  });
  return page.dados[0] ?? null;
}
