import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { centsToInput, type PlanBoletoSettings, type PlanForm } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { recurrencePlansContract as c, type RequestOf } from '@pagora/shared/contracts';

export type PlanQuery = NonNullable<RequestOf<typeof c.list>['query']>;

const keys = {
  all: ['recurrence-plans'] as const,
  list: (userId: string | null, query: PlanQuery) => [...keys.all, 'list', userId, query] as const,
};

/** GET /api/planos/cliente/:userId — one page, searched and filtered on the server. */
export function usePlans(userId: string | null, query: PlanQuery) {
  return useQuery({
    queryKey: keys.list(userId, query),
    queryFn: userId ? ({ signal }) => call(c.list, { params: { userId }, query }, { signal }) : skipToken,
    placeholderData: keepPreviousData,
  });
}

function useChange<A>(fn: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

/** The routes take fee and interest as typed ('2,50'): hundredths leave exactly, never as a float. */
const percent = (hundredths: number | null) => (hundredths === null ? null : centsToInput(hundredths));
const boletoBody = (boleto: PlanBoletoSettings) => ({
  issueDaysBefore: boleto.issueDaysBefore,
  multa: percent(boleto.lateFeeHundredths),
  juros: percent(boleto.monthlyInterestHundredths),
});

/**
 * POST /api/planos, or PUT /api/planos/:id: the form's output, the amount already in cents, the
 * boleto settings only when the plan takes boletos.
 */
export const useSavePlan = () =>
  useChange(({ id, plan }: { id: string | null; plan: PlanForm }) => {
    const body = { ...plan, boleto: plan.boleto ? boletoBody(plan.boleto) : null };
    return id ? call(c.update, { params: { id }, body }) : call(c.create, { body });
  });

export const useRemovePlan = () => useChange((id: string) => call(c.remove, { params: { id } }));
