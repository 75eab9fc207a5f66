import { keepPreviousData, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '@pagora/shared/client';
import { linksContract, type AnswerOf, type LinkView, type RequestOf } from '@pagora/shared/contracts';

/** One link as the back office sees it (`linksContract.list`). */
export type PaymentLink = LinkView;

/** The admin's filters (the list's query); the API ignores them for other roles. */
export type PaymentLinkFilters = Pick<
  NonNullable<RequestOf<typeof linksContract.list>['query']>,
  'marketplaceId' | 'sellerId'
>;
export type PaymentLinkQuery = NonNullable<RequestOf<typeof linksContract.list>['query']>;
export type PaymentLinkPage = AnswerOf<typeof linksContract.list>;

const linkKeys = {
  all: ['payment-links'] as const,
  list: (userId: string | null, query: PaymentLinkQuery) => [...linkKeys.all, userId, query] as const,
};

/** GET /api/payment/:userId — one page of the caller's links, newest first, searched on the server. */
export function getPaymentLinks(userId: string, query: PaymentLinkQuery, signal?: AbortSignal) {
  return call(linksContract.list, { params: { userId }, query }, signal ? { signal } : {});
}

/** The page on screen; the previous one stays while the next loads (no spinner flash). */
export function usePaymentLinks(userId: string | null, query: PaymentLinkQuery) {
  return useQuery({
    queryKey: linkKeys.list(userId, query),
    queryFn: userId ? ({ signal }) => getPaymentLinks(userId, query, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** After an edit or a removal every cached page is stale. */
export function useInvalidatePaymentLinks() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: linkKeys.all }), [client]);
}
