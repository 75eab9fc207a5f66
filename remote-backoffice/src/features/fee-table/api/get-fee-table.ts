import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { feeTableContract } from '@pagora/shared/contracts';
import { feeTableKeys, marketplaceQuery } from './query-keys';

/** GET /api/fee-table: the rates in force and the versions ahead (a seller: what it pays). */
export function useFeeTable(marketplaceId: string | null, enabled = true) {
  return useQuery({
    queryKey: feeTableKeys.table(marketplaceId),
    queryFn: ({ signal }) =>
      call(feeTableContract.get, { query: marketplaceQuery(marketplaceId) }, { signal }),
    enabled,
  });
}
