import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { billingContract as c } from '@pagora/shared/contracts';

/**
 * One root for the customer's subscriptions and cards: paying changes a subscription's status, and
 * a new principal card retries overdue charges at once, so any change asks both again.
 */
export const myBillingKeys = {
  all: ['my-billing'] as const,
  subscriptions: (userId: string | null) => [...myBillingKeys.all, 'subscriptions', userId] as const,
  cards: (userId: string | null) => [...myBillingKeys.all, 'cards', userId] as const,
};

/** GET /api/assinaturas-customer/:userId — the customer's own, each with its open charge. */
export function useMySubscriptions(userId: string | null) {
  return useQuery({
    queryKey: myBillingKeys.subscriptions(userId),
    queryFn: userId ? ({ signal }) => call(c.customerList, { params: { userId } }, { signal }) : skipToken,
  });
}

export interface PayRequest {
  id: string;
  cardId: string;
  /** The same key for every try of one payment: the server answers a repeat, never charges twice. */
  idempotencyKey: string;
}

/** POST /api/assinaturas/:id/pagar — the open charge, with a saved card. */
export function usePaySubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cardId, idempotencyKey }: PayRequest) =>
      call(c.pay, { params: { id }, body: { cardId } }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => client.invalidateQueries({ queryKey: myBillingKeys.all }),
  });
}
