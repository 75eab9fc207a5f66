import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { type MarketplaceRecord, clientesContract } from '@pagora/shared/contracts';
import { marketplaceKeys } from './query-keys';

/**
 * The list item holds only name, email and status; the edit form needs the whole record, read
 * through GET /api/cliente/:id (the account behind the marketplace).
 */
export async function getMarketplace(clienteId: string, signal?: AbortSignal): Promise<MarketplaceRecord> {
  const answer = await call(
    clientesContract.cliente,
    { params: { id: clienteId } },
    signal ? { signal } : {},
  );
  if (answer.dados.tipo !== 'marketplace') throw new Error('Marketplace não encontrado.');
  return answer.dados.marketplace;
}

export function useMarketplaceRecord(userId: string | null, clienteId: string) {
  return useQuery({
    queryKey: marketplaceKeys.record(userId, clienteId),
    queryFn: userId ? ({ signal }) => getMarketplace(clienteId, signal) : skipToken,
    // The form is filled once from a fresh record; a background refetch must not reset it.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}
