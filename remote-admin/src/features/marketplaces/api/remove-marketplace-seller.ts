import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { reloadMarketplaces } from './save-marketplace';

export interface RemoveSellerArgs {
  id: string;
  clientId: string;
}

/** DELETE /api/marketplace-seller/:id/:clientId (answers `dados: true`); the counts change too. */
export function removeMarketplaceSeller(params: RemoveSellerArgs) {
  return call(sellersContract.removeSeller, { params });
}

export function useRemoveMarketplaceSeller() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeMarketplaceSeller, onSuccess: () => reloadMarketplaces(client) });
}
