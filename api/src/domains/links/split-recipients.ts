import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { sellersView } from '../accounts';

/**
 * GET /split-recipients: who a link's payments may be split with — the other sellers of the
 * caller's own marketplace that are not removed (the rule create-link enforces), never another
 * tenant's.
 */
export async function listSplitRecipients(db: Db, who: Principal) {
  if (!who.marketplaceId) return [];
  return db
    .select({ id: sellersView.id, nome: sellersView.nome })
    .from(sellersView)
    .where(
      and(
        eq(sellersView.marketplaceId, who.marketplaceId),
        isNull(sellersView.deletedAt),
        who.sellerId ? ne(sellersView.id, who.sellerId) : undefined,
      ),
    )
    .orderBy(asc(sellersView.nome))
    .limit(500);
}
