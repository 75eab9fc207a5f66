import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { hundredthsToDecimalText, type SplitPayment } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import { uuidParam } from '@pagora/shared/contracts';
import { removedSellersAmong, sellersView } from '../accounts';
import { feeRatesBySeller } from './fee-rates';
import { paymentLinks, type SplitRule } from './tables';

export const SPLIT_RECIPIENT_UNKNOWN =
  'Recebedor do split não encontrado: informe um vendedor do mesmo marketplace';
export const SPLIT_RECIPIENT_SELF = 'O recebedor do split deve ser outro vendedor, não o dono do link';
export const SPLIT_RECIPIENT_REPEATED = 'Cada recebedor pode aparecer apenas uma vez no split';
export const SPLIT_RECIPIENT_REMOVED = 'Este vendedor foi removido e não pode mais receber split';
/** The marketplace's own fee is a share of the sale too: with the split it may not pass 100%. */
export const splitWithFeeMessage = (feeHundredths: number) =>
  `A soma das porcentagens do split com a taxa do marketplace (${hundredthsToDecimalText(feeHundredths)}%) não pode ultrapassar 100%`;
/** Shown on a link that still splits to a removed seller (the rule was valid when it was saved). */
export const SPLIT_WARNING_REMOVED =
  'Um recebedor do split deste link foi removido: edite o link para escolher outro vendedor.';

/** The link's split recipients whose seller was removed (a select column on payment_links). */
export function removedSplitRecipients() {
  return removedSellersAmong(
    sql`SELECT r->>'recipientSellerId' FROM jsonb_array_elements(${paymentLinks.splitRules}) r`,
  );
}

/**
 * Turns the payload's split list into stored rules. A recipient is named by our seller id or by the
 * provider's seller id (id_seller) and must be another seller of the link's marketplace, not removed;
 * a seller of another marketplace gets the same answer as an unknown one. The 100% cap of the split
 * alone is the shared schema's; with the marketplace's own fee (a share the sale also takes) it is here.
 */
export async function resolveSplitRules(
  db: Db,
  owner: { sellerId: string; marketplaceId: string },
  splits: readonly SplitPayment[],
): Promise<SplitRule[]> {
  if (splits.length === 0) return [];
  const refs = splits.map((s) => s.recipient);
  const uuids = refs.filter((r) => uuidParam.safeParse(r).success);
  const candidates = await db
    .select({ id: sellersView.id, idSeller: sellersView.idSeller, deletedAt: sellersView.deletedAt })
    .from(sellersView)
    .where(
      and(
        eq(sellersView.marketplaceId, owner.marketplaceId),
        or(uuids.length ? inArray(sellersView.id, uuids) : undefined, inArray(sellersView.idSeller, refs)),
      ),
    );
  const seen = new Set<string>();
  const rules = splits.map((split, index) => {
    const field = `splitPayments.${index}.recipient`;
    const match = candidates.find(
      (c) => c.id === split.recipient.toLowerCase() || (c.idSeller !== '' && c.idSeller === split.recipient),
    );
    if (!match) throw AppError.unprocessable(SPLIT_RECIPIENT_UNKNOWN, 'split_recipient_unknown', field);
    if (match.deletedAt)
      throw AppError.unprocessable(SPLIT_RECIPIENT_REMOVED, 'split_recipient_removed', field);
    if (match.id === owner.sellerId)
      throw AppError.unprocessable(SPLIT_RECIPIENT_SELF, 'split_recipient_self', field);
    if (seen.has(match.id))
      throw AppError.unprocessable(SPLIT_RECIPIENT_REPEATED, 'split_recipient_repeated', field);
    seen.add(match.id);
    return {
      recipientSellerId: match.id,
      percentageHundredths: split.percentageHundredths,
      liable: split.liable,
      chargeProcessingFee: split.charge_processing_fee,
    };
  });
  const own =
    (await feeRatesBySeller(db, [owner.sellerId], new Date())).get(owner.sellerId)?.ownHundredths ?? 0;
  if (own > 0 && rules.reduce((sum, r) => sum + r.percentageHundredths, own) > 10_000)
    throw AppError.unprocessable(splitWithFeeMessage(own), 'split_over_total', 'splitPayments');
  return rules;
}
