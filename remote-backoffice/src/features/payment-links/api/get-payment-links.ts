import { call } from '@pagora/shared/client';
import { linksContract, type LinkView, type RequestOf } from '@pagora/shared/contracts';

/** One link as the back office sees it (`linksContract.list`). */
export type PaymentLink = LinkView;

/** The admin's filters (the list's query); the API ignores them for other roles. */
export type PaymentLinkFilters = Pick<
  NonNullable<RequestOf<typeof linksContract.list>['query']>,
  'marketplaceId' | 'sellerId'
>;

/** GET /api/payment/:userId — the caller's links, newest first (an admin's: all, filtered). */
export async function getPaymentLinks(
  userId: string,
  filters: PaymentLinkFilters = {},
): Promise<PaymentLink[]> {
  const { payments } = await call(linksContract.list, { params: { userId }, query: filters });
  return payments;
}
