import type { SellerListQuery } from '@pagora/shared/contracts';

/**
 * Every seller key starts with 'sellers', so one invalidation after an add, edit or removal asks
 * the lists again. The user id is in each key because the shared cache outlives a sign-out.
 */
export const sellerKeys = {
  all: ['sellers'] as const,
  list: (userId: string | null, query: SellerListQuery) =>
    [...sellerKeys.all, 'list', userId, query] as const,
  marketplaceOptions: (userId: string | null) => [...sellerKeys.all, 'marketplace-options', userId] as const,
  planOptions: (userId: string | null) => [...sellerKeys.all, 'plan-options', userId] as const,
  balance: (userId: string | null, sellerId: string) =>
    [...sellerKeys.all, 'balance', userId, sellerId] as const,
};
