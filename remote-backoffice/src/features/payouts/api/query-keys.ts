import type { QueryClient } from '@tanstack/react-query';

/**
 * Every key starts with 'payouts' (the query cache is shared by the shell and all remotes), then
 * the seller it reads: `null` is the caller's own (a seller), an id is the seller a marketplace or
 * the admin picked.
 */
export const payoutKeys = {
  all: ['payouts'] as const,
  banks: () => [...payoutKeys.all, 'banks'] as const,
  seller: (sellerId: string | null) => [...payoutKeys.all, 'seller', sellerId] as const,
  balance: (sellerId: string | null) => [...payoutKeys.seller(sellerId), 'balance'] as const,
  accounts: (sellerId: string | null) => [...payoutKeys.seller(sellerId), 'bank-accounts'] as const,
  history: (sellerId: string | null) => [...payoutKeys.seller(sellerId), 'history'] as const,
  anticipations: (sellerId: string | null) => [...payoutKeys.seller(sellerId), 'anticipations'] as const,
};

/** The query string of the reads: nothing for one's own, `?sellerId=` for another's. */
export const sellerQuery = (sellerId: string | null) => (sellerId ? { sellerId } : {});

/** Money left or a policy changed: the balance and the history are asked again. */
export function invalidateMoney(client: QueryClient, sellerId: string | null): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: payoutKeys.balance(sellerId) }),
    client.invalidateQueries({ queryKey: payoutKeys.history(sellerId) }),
    client.invalidateQueries({ queryKey: payoutKeys.anticipations(sellerId) }),
  ]);
}
