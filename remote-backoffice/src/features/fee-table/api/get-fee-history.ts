import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { feeTableContract } from '@pagora/shared/contracts';
import { feeTableKeys, marketplaceQuery } from './query-keys';

/** GET /api/fee-table/history: every version entered or replaced, newest first. */
export function useFeeHistory(marketplaceId: string | null) {
  return useQuery({
    queryKey: feeTableKeys.history(marketplaceId),
    queryFn: async ({ signal }) =>
      (await call(feeTableContract.history, { query: marketplaceQuery(marketplaceId) }, { signal })).dados,
  });
}
