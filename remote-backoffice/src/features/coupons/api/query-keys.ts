import type { QueryClient } from '@tanstack/react-query';

/**
 * Every key starts with 'coupons' (the query cache is shared by the shell and all remotes), then
 * the seller: `null` is the caller's own (a seller), an id is the one a marketplace or admin picked.
 */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (sellerId: string | null) => [...couponKeys.all, 'list', sellerId] as const,
  links: (sellerId: string | null) => [...couponKeys.all, 'links', sellerId] as const,
};

/** The query string of the list: nothing for one's own, `?sellerId=` for a picked seller's. */
export const sellerQuery = (sellerId: string | null) => (sellerId ? { sellerId } : {});

/** A coupon changed: every list is asked again (its row, uses and status). */
export const invalidateCoupons = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: couponKeys.all });
