import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { sellerKeys } from './query-keys';

export interface RemoveSellerArgs {
  id: string;
  clientId: string;
}

/** The server answered, but not with `dados: true`: the spec counts only that as a removal. */
export class RemovalNotConfirmed extends Error {
  override readonly name = 'RemovalNotConfirmed';
}

/**
 * The admin removes through DELETE /api/marketplace-seller/:id/:clientId, the owner through
 * /api/marketplace-seller-remove/:id/:clientId (spec 001 section 7); both answer `dados: true`.
 */
export async function removeSeller(owner: boolean, params: RemoveSellerArgs) {
  const endpoint = owner ? sellersContract.removeSellerOwner : sellersContract.removeSeller;
  try {
    return await call(endpoint, { params });
  } catch (error) {
    // Every failed request is an ApiError; anything else is an answer the contract refused.
    if (error instanceof ApiError) throw error;
    throw new RemovalNotConfirmed('Erro ao remover vendedor.');
  }
}

export function useRemoveSeller(owner: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: RemoveSellerArgs) => removeSeller(owner, params),
    onSuccess: () => client.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}
