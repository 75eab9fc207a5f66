import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { accountsContract, marketplacesContract } from '@pagora/shared/contracts';
import type { MarketplaceCreate, MarketplaceUpdate } from '@pagora/shared';
import { SELLER_KEYS_ROOT, marketplaceKeys } from './query-keys';

/** POST /api/register: an admin creates the marketplace and its login (201). */
export function registerMarketplace(body: MarketplaceCreate) {
  return call(accountsContract.registerMarketplace, { body });
}

/** PUT /api/marketplace/:clienteId; an empty password is left out, which keeps the current one. */
export function updateMarketplace(clienteId: string, body: MarketplaceUpdate) {
  return call(marketplacesContract.update, { params: { clienteId }, body });
}

/** The list reloads after every change, and so do the seller screens' marketplace choices. */
export function reloadMarketplaces(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: marketplaceKeys.all }),
    client.invalidateQueries({ queryKey: SELLER_KEYS_ROOT }),
  ]);
}

export function useRegisterMarketplace() {
  const client = useQueryClient();
  return useMutation({ mutationFn: registerMarketplace, onSuccess: () => reloadMarketplaces(client) });
}

export function useUpdateMarketplace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ clienteId, body }: { clienteId: string; body: MarketplaceUpdate }) =>
      updateMarketplace(clienteId, body),
    onSuccess: () => reloadMarketplaces(client),
  });
}
