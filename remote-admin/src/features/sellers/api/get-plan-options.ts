import { skipToken, useQuery } from '@tanstack/react-query';
import { call, useSession } from '@pagora/shared/client';
import { interestPlansContract } from '@pagora/shared/contracts';
import type { SelectOption } from '@pagora/shared/ui';
import { sellerKeys } from './query-keys';

/**
 * The owner's active interest plans, for a seller's 'Plano de Juros' (GET /api/juros/cliente/:id):
 * the marketplace's own plans only; its sellers' plans are theirs to choose.
 */
export function usePlanOptions(enabled: boolean) {
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  return useQuery({
    queryKey: sellerKeys.planOptions(userId),
    queryFn:
      userId && enabled
        ? async ({ signal }): Promise<SelectOption[]> => {
            const page = await call(
              interestPlansContract.list,
              { params: { userId }, query: { status: 'ativo', page: 1, pageSize: 100 } },
              { signal },
            );
            return page.dados.filter((p) => p.proprio).map((p) => ({ value: p.id, label: p.nome }));
          }
        : skipToken,
  });
}
