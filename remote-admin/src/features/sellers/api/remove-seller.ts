import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { sellerKeys } from './query-keys';

export interface RemoveSellerArgs {
  id: string;
  clientId: string;
}

/**
 * The admin removes through DELETE /api/marketplace-seller/:id/:clientId, the owner through
 * /api/marketplace-seller-remove/:id/:clientId (spec 001 section 7); both answer `dados: true`.
 */
export function removeSeller(owner: boolean, params: RemoveSellerArgs) {
  const endpoint = owner ? sellersContract.removeSellerOwner : sellersContract.removeSeller;
  return call(endpoint, { params });
}

export function useRemoveSeller(owner: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: RemoveSellerArgs) => removeSeller(owner, params),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}
