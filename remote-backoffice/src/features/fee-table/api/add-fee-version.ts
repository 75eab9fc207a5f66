import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import type { FeeTableVersionInput } from '@pagora/shared';
import { feeTableContract } from '@pagora/shared/contracts';
import { feeTableKeys, marketplaceQuery } from './query-keys';

/** POST /api/fee-table: 'Nova vigência'; the table and its history are asked again. */
export function useAddFeeVersion(marketplaceId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeTableVersionInput) =>
      call(feeTableContract.add, { query: marketplaceQuery(marketplaceId), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: feeTableKeys.of(marketplaceId) }),
  });
}
