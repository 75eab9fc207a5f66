import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { marketplacesContract } from '@pagora/shared/contracts';
import { reloadMarketplaces } from './save-marketplace';

/** DELETE /api/marketplace/:id; 409 (pt-BR message) while the marketplace has active sellers. */
export function removeMarketplace(id: string) {
  return call(marketplacesContract.remove, { params: { id } });
}

export function useRemoveMarketplace() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeMarketplace, onSuccess: () => reloadMarketplaces(client) });
}
