import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuyerCreateInput, BuyerUpdateInput } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { buyersContract as c, sellersContract, type RequestOf } from '@pagora/shared/contracts';

export type BuyerQuery = NonNullable<RequestOf<typeof c.list>['query']>;

/** Every key starts with 'buyers': one invalidation after a change asks the list again. */
const keys = {
  all: ['buyers'] as const,
  list: (userId: string | null, query: BuyerQuery) => [...keys.all, 'list', userId, query] as const,
  sellers: (userId: string | null) => [...keys.all, 'seller-options', userId] as const,
};

/** GET /api/customers/:id — the caller's id: a seller's own buyers, a marketplace's or admin's all. */
export function useBuyers(userId: string | null, query: BuyerQuery) {
  return useQuery({
    queryKey: keys.list(userId, query),
    queryFn: userId
      ? ({ signal }) => call(c.list, { params: { sellerId: userId }, query }, { signal })
      : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** A marketplace names the seller of a new buyer: its sellers (first 100, by name). */
export function useSellerOptions(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: keys.sellers(userId),
    queryFn: enabled
      ? async ({ signal }) => {
          const page = await call(
            sellersContract.sellersList,
            { query: { page: 1, pageSize: 100 } },
            { signal },
          );
          return page.dados.map((s) => ({ value: s.id, label: s.cliente.nome }));
        }
      : skipToken,
  });
}

function useChange<A>(fn: (args: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

/** One form filled is one buyer: its Idempotency-Key makes a double click or a retry create it once. */
export const useCreateBuyer = () =>
  useChange(({ body, idempotencyKey }: { body: BuyerCreateInput; idempotencyKey: string }) =>
    call(c.create, { body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
export const useUpdateBuyer = () =>
  useChange(({ id, body }: { id: string; body: BuyerUpdateInput }) =>
    call(c.update, { params: { id }, body }),
  );
export const useRemoveBuyer = () => useChange((id: string) => call(c.remove, { params: { id } }));
/** 'Reenviar convite' (issue 41): a new e-mail with a fresh link to set the password. */
export const useResendBuyerInvite = () => useChange((id: string) => call(c.resendInvite, { params: { id } }));
