import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { COUPON_MESSAGES } from '@pagora/shared';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import { managedOr404, ownedWhere, readsOwned } from '../../platform/owned-resource';
import type { Principal } from '../../platform/principal';
import { sellersView } from '../accounts';
import { paymentLinksView } from '../links';
import { coupons, type CouponRow } from './tables';

export const SELLER_REQUIRED = 'Escolha o vendedor';

/**
 * Which coupons a list shows: a seller its own (another `sellerId` shows nothing of another's); a
 * marketplace owner its sellers', or one of them; an admin any, or one seller's.
 */
export function listWhere(who: Principal, sellerId: string | undefined): SQL | undefined {
  const tenant = ownedWhere(who, { marketplaceId: coupons.marketplaceId, sellerId: coupons.sellerId });
  if (who.cargo === 'seller' || !sellerId) return tenant;
  if (!UUID_PATTERN.test(sellerId)) throw AppError.badRequest(SELLER_REQUIRED, 'sellerId');
  return and(tenant, eq(coupons.sellerId, sellerId));
}

/**
 * Whose new coupon this is: a seller's own; a marketplace owner names one of its live sellers
 * (anything else, another marketplace's seller included, is 400 under the field). Admins do not write.
 */
export async function owningSeller(db: Db, who: Principal, sellerId: string | undefined) {
  if (who.cargo !== 'seller' && who.cargo !== 'marketplace') throw AppError.forbidden();
  const id = who.cargo === 'seller' ? who.sellerId : sellerId;
  if (!id || !UUID_PATTERN.test(id)) throw AppError.badRequest(SELLER_REQUIRED, 'sellerId');
  const [seller] = await db
    .select({ sellerId: sellersView.id, marketplaceId: sellersView.marketplaceId })
    .from(sellersView)
    .where(
      and(
        eq(sellersView.id, id),
        isNull(sellersView.deletedAt),
        who.cargo === 'marketplace' && who.marketplaceId
          ? eq(sellersView.marketplaceId, who.marketplaceId)
          : undefined,
      ),
    )
    .limit(1);
  if (!seller) throw AppError.badRequest(SELLER_REQUIRED, 'sellerId');
  return seller;
}

/** A coupon the caller changes: out of reach is 404 (never confirmed to exist); an admin's, 403. */
export function managedCoupon(who: Principal, row: CouponRow | undefined): CouponRow {
  return managedOr404(
    row,
    {
      reads: (r) => readsOwned(who, r),
      manages: () => who.cargo === 'seller' || who.cargo === 'marketplace',
    },
    COUPON_MESSAGES.notFound,
  );
}

/** Links a coupon names must be its seller's: another seller's link id is refused under the field. */
export async function assertOwnLinks(
  db: Db,
  sellerId: string,
  linkIds: readonly string[] | null,
): Promise<void> {
  if (!linkIds || linkIds.length === 0) return;
  const own = await db
    .select({ id: paymentLinksView.id })
    .from(paymentLinksView)
    .where(and(eq(paymentLinksView.sellerId, sellerId), inArray(paymentLinksView.id, [...linkIds])));
  if (own.length !== linkIds.length) throw AppError.badRequest(COUPON_MESSAGES.links, 'linkIds');
}
