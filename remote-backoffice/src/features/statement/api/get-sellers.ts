import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { statementKeys } from './query-keys';

export type SellerChoice = { id: string; nome: string; email: string };

/**
 * The sellers a marketplace (its own) or the admin (all, or one marketplace's when it drilled into
 * one) may read the statement of; the server scopes the list again.
 */
export function useSellerChoices(q: string, marketplaceId: string | null) {
  return useQuery({
    queryKey: statementKeys.sellers(q, marketplaceId),
    queryFn: async ({ signal }): Promise<SellerChoice[]> => {
      const page = await call(
        sellersContract.sellersList,
        { query: { page: 1, pageSize: 50, q: q || undefined, marketplaceId: marketplaceId ?? undefined } },
        { signal },
      );
      return page.dados.map((s) => ({ id: s.id, nome: s.cliente.nome, email: s.cliente.email }));
    },
    placeholderData: keepPreviousData,
  });
}
