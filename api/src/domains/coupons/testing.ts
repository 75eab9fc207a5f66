// Test support other domains' tests may use (never imported by production code).
export { couponApi, validCoupon } from './test-support';
