import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { MARKETPLACE_PAGE_SIZE_MAX, marketplacesContract } from '@pagora/shared/contracts';
import type { SelectOption } from '@pagora/shared/ui';
import { sellerKeys } from './query-keys';

/**
 * GET /api/marketplaces as choices for the admin's filter and the seller form's selector: every
 * marketplace, so the largest page of the server-paged list.
 */
export async function getMarketplaceOptions(signal?: AbortSignal): Promise<SelectOption[]> {
  const answer = await call(
    marketplacesContract.list,
    { query: { pageSize: MARKETPLACE_PAGE_SIZE_MAX } },
    signal ? { signal } : {},
  );
  return answer.dados.map((m) => ({ value: m.id, label: m.cliente.nome }));
}

/** Only asked for an admin (`enabled`): an owner's marketplace is always its own. */
export function useMarketplaceOptions(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: sellerKeys.marketplaceOptions(userId),
    queryFn: userId && enabled ? ({ signal }) => getMarketplaceOptions(signal) : skipToken,
  });
}
