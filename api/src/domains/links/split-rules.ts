import { and, eq, inArray, or } from 'drizzle-orm';
import type { SplitPayment } from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import { uuidParam } from '@pagora/shared/contracts';
import { sellers } from '../accounts';
import type { SplitRule } from './tables';

export const SPLIT_RECIPIENT_UNKNOWN =
  'Recebedor do split não encontrado: informe um vendedor do mesmo marketplace';
export const SPLIT_RECIPIENT_SELF = 'O recebedor do split deve ser outro vendedor, não o dono do link';
export const SPLIT_RECIPIENT_REPEATED = 'Cada recebedor pode aparecer apenas uma vez no split';

/**
 * Turns the payload's split list into stored rules. A recipient is named by our seller id or by the
 * provider's seller id (id_seller) and must be another seller of the link's marketplace; a seller of
 * another marketplace gets the same answer as an unknown one. The 100% cap is the shared schema's.
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
    .select({ id: sellers.id, idSeller: sellers.idSeller })
    .from(sellers)
    .where(
      and(
        eq(sellers.marketplaceId, owner.marketplaceId),
        or(uuids.length ? inArray(sellers.id, uuids) : undefined, inArray(sellers.idSeller, refs)),
      ),
    );
  const seen = new Set<string>();
  return splits.map((split, index) => {
    const field = `splitPayments.${index}.recipient`;
    const match = candidates.find(
      (c) => c.id === split.recipient.toLowerCase() || (c.idSeller !== '' && c.idSeller === split.recipient),
    );
    if (!match) throw AppError.unprocessable(SPLIT_RECIPIENT_UNKNOWN, 'split_recipient_unknown', field);
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
}
