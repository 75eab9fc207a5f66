import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';

export type SellerChoice = { id: string; nome: string; email: string };

/**
 * The sellers a marketplace (its own) or the admin (all, or one marketplace's) may act for on the
 * money screens ('Recebimentos', 'Extrato'), searched by name or e-mail; the server scopes the list.
 */
export function useSellerChoices(q: string, marketplaceId: string | null) {
  return useQuery({
    queryKey: ['seller-choices', q, marketplaceId] as const,
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
