import type { FeeRates } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { brasiliaDayOf, feeRatesForSeller, sellerFeesOn } from '../fees';

/**
 * The rates a seller's sale is priced with at `at`, as the charge will apply them: the marketplace's
 * own fee counts only when the fee table names a recipient other than the seller, since without one
 * no share is taken (payments' `marketplaceFeeRule`), so the preview never shows a fee the sale
 * will not charge.
 */
async function chargedRates(db: Db, sellerId: string, at: Date): Promise<FeeRates> {
  const fees = await sellerFeesOn(db, sellerId, brasiliaDayOf(at));
  if (!fees) return feeRatesForSeller(db, sellerId, at);
  const recipient = fees.feeRecipientSellerId;
  const collected = recipient !== null && recipient !== sellerId;
  return collected ? fees.rates : { ...fees.rates, ownHundredths: 0 };
}

/** Each seller's rates, one read per seller however many of its links ask. */
export async function feeRatesBySeller(
  db: Db,
  sellerIds: readonly string[],
  at: Date,
): Promise<Map<string, FeeRates>> {
  const ids = [...new Set(sellerIds)];
  return new Map(await Promise.all(ids.map(async (id) => [id, await chargedRates(db, id, at)] as const)));
}
