import type { Db } from '../../platform/db/client';
import { brasiliaDayOf, sellerFeesOn } from '../fees';
import type { PayableLink, SplitRule } from '../links';

/** A split rule as a sale stores it: the link's, or the marketplace's own fee (issue 38). */
export type SaleSplitRule = SplitRule & { kind?: 'split' | 'marketplace_fee' };

/**
 * The marketplace's own fee ('taxa padrão', docs/fees.md) is collected as one more split share, to
 * the recipient its fee table names, for the percentage in force today (the seller's own 'taxa
 * padrão' when set). The payer's total never changes: the share comes out of the seller's part and
 * rounds down like every share. No rule when the fee is 0, when no recipient is named, or when the
 * seller is the recipient itself (it would pay itself).
 */
export async function marketplaceFeeRule(db: Db, link: PayableLink, at: Date): Promise<SaleSplitRule | null> {
  const fees = await sellerFeesOn(db, link.seller.id, brasiliaDayOf(at));
  if (!fees || fees.rates.ownHundredths <= 0) return null;
  const recipient = fees.feeRecipientSellerId;
  if (!recipient || recipient === link.seller.id) return null;
  return {
    recipientSellerId: recipient,
    percentageHundredths: fees.rates.ownHundredths,
    liable: false,
    chargeProcessingFee: false,
    kind: 'marketplace_fee',
  };
}

/** The link as this sale is charged: its split rules, then the marketplace's fee when due. */
export async function withMarketplaceFee(db: Db, link: PayableLink, at = new Date()): Promise<PayableLink> {
  const rule = await marketplaceFeeRule(db, link, at);
  return rule ? { ...link, splitRules: [...link.splitRules, rule] } : link;
}
