import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { payoutKeys } from './query-keys';

export type SellerChoice = { id: string; nome: string; email: string };

/** The sellers list the other screens use: a marketplace's own, every seller for the admin. */
export function useSellerChoices(q: string, enabled: boolean) {
  return useQuery({
    queryKey: payoutKeys.sellers(q),
    queryFn: async ({ signal }): Promise<SellerChoice[]> => {
      const page = await call(
        sellersContract.sellersList,
        { query: { page: 1, pageSize: 50, q: q || undefined } },
        { signal },
      );
      return page.dados.map((s) => ({ id: s.id, nome: s.cliente.nome, email: s.cliente.email }));
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
