import { eq, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/principal';
import { paymentLinks } from './tables';

/**
 * Which links a caller may see and change: a seller its own, a marketplace owner its sellers',
 * an admin all. Anyone else none, so a foreign link is indistinguishable from a missing one.
 */
export function linkScope(who: Pick<Principal, 'cargo' | 'sellerId' | 'marketplaceId'>): SQL {
  if (who.cargo === 'admin') return sql`true`;
  if (who.cargo === 'seller' && who.sellerId) return eq(paymentLinks.sellerId, who.sellerId);
  if (who.cargo === 'marketplace' && who.marketplaceId)
    return eq(paymentLinks.marketplaceId, who.marketplaceId);
  return sql`false`;
}
