// The coupons domain ('Cupons', issue 40): a seller's discount codes, their figures, and the finder
// payments prices a payer's code with (payments/coupon-port.ts).

import { provideCouponFinder } from '../payments';
import { findCouponForOrder } from './finder';

export { couponRoutes } from './routes';
export { findCouponForOrder } from './finder';

/** Once per process, before the routes: payments asks this domain for a payer's coupon. */
export function registerCoupons(): void {
  provideCouponFinder(findCouponForOrder);
}
