import type { MarketplacesQuery } from '@pagora/shared/contracts';

/**
 * Every marketplace key starts with 'marketplaces', so one invalidation after an add, edit or
 * removal asks the list again. The user id is in each key because the shared cache outlives a sign-out.
 */
export const marketplaceKeys = {
  all: ['marketplaces'] as const,
  list: (userId: string | null, query: MarketplacesQuery) =>
    [...marketplaceKeys.all, 'list', userId, query] as const,
  record: (userId: string | null, clienteId: string) =>
    [...marketplaceKeys.all, 'record', userId, clienteId] as const,
  sellers: (userId: string | null, marketplaceId: string, page: number) =>
    [...marketplaceKeys.all, 'sellers', userId, marketplaceId, page] as const,
};

/** The seller screens keep marketplace choices under 'sellers': they change with the marketplaces. */
export const SELLER_KEYS_ROOT = ['sellers'] as const;
