import { skipToken, useQuery } from '@tanstack/react-query';
import { call, useSession } from '@pagora/shared/client';
import { LINKS_PAGE_SIZE_MAX, linksContract } from '@pagora/shared/contracts';
import { couponKeys } from './query-keys';

export type CouponLinkChoice = {
  id: string;
  description: string;
  amountCents: number;
  allowCoupons: boolean;
};

/**
 * GET /api/payment/:userId: the links a coupon may be limited to, the newest page of the seller's
 * (a marketplace's list holds all its sellers': only the picked one's are offered).
 */
export function useSellerLinks(sellerId: string | null) {
  const userId = useSession((s) => (s.user ? String(s.user.id) : null));
  return useQuery({
    queryKey: couponKeys.links(sellerId),
    queryFn: userId
      ? async ({ signal }): Promise<CouponLinkChoice[]> => {
          const page = await call(
            linksContract.list,
            {
              params: { userId },
              query: { pageSize: LINKS_PAGE_SIZE_MAX, ...(sellerId ? { sellerId } : {}) },
            },
            { signal },
          );
          return page.payments
            .filter((l) => !sellerId || l.seller_id === sellerId)
            .map((l) => ({
              id: l.id,
              description: l.description,
              amountCents: l.amountCents,
              allowCoupons: l.checkout.allowCoupons,
            }));
        }
      : skipToken,
  });
}
