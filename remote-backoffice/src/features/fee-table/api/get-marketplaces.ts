import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { marketplacesContract } from '@pagora/shared/contracts';
import { feeTableKeys } from './query-keys';

export type MarketplaceChoice = { id: string; nome: string };

/** The admin's marketplaces, by name, to pick whose table to see. */
export function useMarketplaceChoices(enabled: boolean) {
  return useQuery({
    queryKey: feeTableKeys.marketplaces(),
    queryFn: async ({ signal }): Promise<MarketplaceChoice[]> => {
      const page = await call(marketplacesContract.list, { query: { page: 1, pageSize: 500 } }, { signal });
      return page.dados.map((m) => ({ id: m.id, nome: m.cliente.nome }));
    },
    enabled,
  });
}
