import { useQuery } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { sellersContract } from '@pagora/shared/contracts';
import { feeTableKeys } from './query-keys';

export type RecipientChoice = { id: string; nome: string };

/** The sellers of the marketplace that may receive its own fee (the admin's pick, or the caller's). */
export function useRecipientChoices(marketplaceId: string | null) {
  return useQuery({
    queryKey: feeTableKeys.recipients(marketplaceId),
    queryFn: async ({ signal }): Promise<RecipientChoice[]> => {
      const query = { page: 1, pageSize: 100, ...(marketplaceId ? { marketplaceId } : {}) };
      const page = await call(sellersContract.sellersList, { query }, { signal });
      return page.dados.map((s) => ({ id: s.id, nome: s.cliente.nome }));
    },
  });
}
