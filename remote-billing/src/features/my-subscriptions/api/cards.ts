import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerCard } from '@pagora/shared';
import { call } from '@pagora/shared/client';
import { billingContract as c } from '@pagora/shared/contracts';
import { myBillingKeys } from './my-subscriptions';

/** GET /api/cartoes/:userId — the customer's saved cards, principal first. */
export function useCards(userId: string | null) {
  return useQuery({
    queryKey: myBillingKeys.cards(userId),
    queryFn: userId ? ({ signal }) => call(c.cards, { params: { userId } }, { signal }) : skipToken,
  });
}

function useChange<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: myBillingKeys.all }),
  });
}

/**
 * POST /api/cadastrar-cartao/:userId with the spec's register payload. The spec sends the same
 * 'MM/AA' as month and year; the masked number and the guessed brand are left out, since the
 * server detects the brand itself and ignores both.
 */
export const useRegisterCard = (userId: string) =>
  useChange((card: CustomerCard) =>
    call(c.registerCard, {
      params: { userId },
      body: {
        card_number: card.numero,
        holder_name: card.titular,
        expiration_month: card.validade,
        expiration_year: card.validade,
        security_code: card.cvv,
        principal: card.principal,
      },
    }),
  );

/** PUT /api/cartoes/:id/principal */
export const useSetPrincipalCard = () => useChange((id: string) => call(c.setPrincipal, { params: { id } }));

/** DELETE /api/cartoes/:id — refused (409) for the only card an active subscription can use. */
export const useRemoveCard = () => useChange((id: string) => call(c.removeCard, { params: { id } }));
