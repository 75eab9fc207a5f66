import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { centsToDecimalString, type Subscription as SubscriptionForm } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { billingContract as c, type RequestOf } from '@pagora/shared/contracts';

export type SubscriptionQuery = NonNullable<RequestOf<typeof c.list>['query']>;

/** Every key starts with 'subscriptions': one invalidation after a change asks the list again. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  list: (query: SubscriptionQuery) => [...subscriptionKeys.all, 'list', query] as const,
};

/** GET /api/assinaturas — one page, searched by buyer or seller id and filtered on the server. */
export function useSubscriptions(query: SubscriptionQuery) {
  return useQuery({
    queryKey: subscriptionKeys.list(query),
    queryFn: ({ signal }) => call(c.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useChange<A>(fn: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/**
 * POST /api/assinaturas, or PUT /api/assinaturas/:id. The wire takes reais: the form's exact cents
 * leave as a decimal string ('1234.56'), never through a float.
 */
export const useSaveSubscription = () =>
  useChange(
    ({ id, form, idempotencyKey }: { id: string | null; form: SubscriptionForm; idempotencyKey: string }) => {
      const body = {
        plano_id: form.plano_id,
        customer_id: form.customer_id,
        amount: centsToDecimalString(form.amountCents),
        payment_methods: form.payment_methods,
        data_cobranca: form.data_cobranca,
      };
      // A new subscription is one intent: its key makes a double click create it once.
      return id
        ? call(c.update, { params: { id }, body })
        : call(c.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } });
    },
  );

/** DELETE /api/assinaturas/:id — cancels: no further charges, the history stays. */
export const useRemoveSubscription = () => useChange((id: string) => call(c.remove, { params: { id } }));
