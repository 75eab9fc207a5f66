import { CHECKOUT_MESSAGES, COUPON_MESSAGES, linkExpiryInstant, saoPauloMidnight } from '@pagora/shared';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import type { CouponForOrder, CouponQuery } from '../payments';
import { findByCode } from './repository';
import type { CouponRow } from './tables';

const invalid = () => AppError.unprocessable(CHECKOUT_MESSAGES.couponInvalid, 'coupon_invalid', 'couponCode');

/** Whether `now` falls between the start of valid_from and the end of valid_until, São Paulo days. */
function inValidity(row: CouponRow, now: Date): boolean {
  if (row.validFrom) {
    const [y, m, d] = row.validFrom.split('-').map(Number) as [number, number, number];
    if (now.getTime() < saoPauloMidnight(y, m, d).getTime()) return false;
  }
  const end = row.validUntil ? linkExpiryInstant(row.validUntil) : null;
  return !end || now.getTime() <= end.getTime();
}

/**
 * The coupon a payer typed, for payments' pricing (coupon-port.ts). Unknown, inactive, deleted and
 * out-of-date coupons all answer the same words, so a payer cannot tell which codes exist. The use
 * limits are only returned: payments counts them under its lock, where parallel payers meet.
 */
export async function findCouponForOrder(db: Db, query: CouponQuery): Promise<CouponForOrder> {
  const row = await findByCode(db, query.sellerId, query.code.trim());
  if (!row || !row.active || !inValidity(row, query.now)) throw invalid();
  if (row.linkIds !== null && !row.linkIds.includes(query.linkId))
    throw AppError.unprocessable(COUPON_MESSAGES.wrongLink, 'coupon_wrong_link', 'couponCode');
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    terms:
      row.kind === 'percentual'
        ? { kind: 'percentual', hundredths: row.percentHundredths ?? 0 }
        : { kind: 'fixo', cents: row.amountCents ?? 0 },
    maxUses: row.maxUses,
    maxUsesPerPayer: row.maxUsesPerPayer,
  };
}
