import { CHECKOUT_MESSAGES, type CouponTerms } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';

/** A coupon as a charge prices it: the coupons domain finds it, payments counts its uses. */
export type CouponForOrder = {
  id: string;
  /** As the seller wrote it: shown to the payer and kept on the transaction. */
  code: string;
  description: string;
  terms: CouponTerms;
  maxUses: number | null;
  maxUsesPerPayer: number | null;
};

export type CouponQuery = { sellerId: string; linkId: string; code: string; now: Date };

/** Throws `AppError` 422 with field 'couponCode' (pt-BR) when the code is not usable on this link. */
export type CouponFinder = (db: Db, query: CouponQuery) => Promise<CouponForOrder>;

let finder: CouponFinder | null = null;

/**
 * Once per process, like `onTxChange`: the coupons domain answers the lookup, so payments prices a
 * coupon without importing it (coupons reads payments' transactions for its uses and revenue).
 */
export function provideCouponFinder(found: CouponFinder): void {
  finder = found;
}

export function findCoupon(db: Db, query: CouponQuery): Promise<CouponForOrder> {
  // No coupons domain in this process (a tool that builds only payments): no code is valid.
  if (!finder) throw AppError.unprocessable(CHECKOUT_MESSAGES.couponInvalid, 'coupon_invalid', 'couponCode');
  return finder(db, query);
}
