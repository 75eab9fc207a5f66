import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { payoutsContract, type ReceivingPolicyBody } from '@pagora/shared/contracts';
import { payoutKeys, sellerQuery } from './query-keys';

/** PUT /api/receiving-policy: a seller its own; a marketplace one of its sellers' (`?sellerId=`). */
export function useSetReceivingPolicy(sellerId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceivingPolicyBody) =>
      call(payoutsContract.setReceivingPolicy, { query: sellerQuery(sellerId), body }),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutKeys.balance(sellerId) }),
  });
}
