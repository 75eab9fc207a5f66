import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../accounts';
import { sellers } from '../accounts';

/**
 * GET /split-recipients: who a link's payments may be split with — the other sellers of the
 * caller's own marketplace that are not removed (the rule create-link enforces), never another
 * tenant's.
 */
export async function listSplitRecipients(db: Db, who: Principal) {
  if (!who.marketplaceId) return [];
  return db
    .select({ id: sellers.id, nome: sellers.nome })
    .from(sellers)
    .where(
      and(
        eq(sellers.marketplaceId, who.marketplaceId),
        isNull(sellers.deletedAt),
        who.sellerId ? ne(sellers.id, who.sellerId) : undefined,
      ),
    )
    .orderBy(asc(sellers.nome))
    .limit(500);
}
