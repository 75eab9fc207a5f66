import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestPlanInput } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { auditContract, interestPlansContract as c, type RequestOf } from '@pagora/shared/contracts';

export type InterestPlanQuery = NonNullable<RequestOf<typeof c.list>['query']>;

/**
 * Every key starts with 'interest-plans': one invalidation after a change asks the list and the
 * history again. The user id is in the list key because the shared cache outlives a sign-out.
 */
const keys = {
  all: ['interest-plans'] as const,
  list: (userId: string | null, query: InterestPlanQuery) => [...keys.all, 'list', userId, query] as const,
  history: (id: string) => [...keys.all, 'history', id] as const,
};

/** GET /api/juros/cliente/:userId — one page, searched and filtered on the server. */
export function useInterestPlans(userId: string | null, query: InterestPlanQuery) {
  return useQuery({
    queryKey: keys.list(userId, query),
    queryFn: userId ? ({ signal }) => call(c.list, { params: { userId }, query }, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/auditoria?entidade=juros&id= — 'Histórico de alterações'. */
export function usePlanHistory(id: string) {
  return useQuery({
    queryKey: keys.history(id),
    queryFn: ({ signal }) => call(auditContract.list, { query: { entidade: 'juros', id } }, { signal }),
  });
}

function useChange<A>(fn: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/juros, or PUT /api/juros/:id when editing. */
export const useSavePlan = () =>
  useChange(({ id, body }: { id: string | null; body: InterestPlanInput }) =>
    id ? call(c.update, { params: { id }, body }) : call(c.create, { body }),
  );

export const useRemovePlan = () => useChange((id: string) => call(c.remove, { params: { id } }));

/** 'Usar nos meus links'. */
export const useChoosePlan = () => useChange((id: string) => call(c.choose, { params: { id } }));
