import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/app-error';
import type { Principal } from '../../platform/principal';

/** The tenant a key or webhook endpoint belongs to, copied from its creator. */
export type Owner = { ownerUserId: string; marketplaceId: string | null; sellerId: string | null };

/** Only a seller or a marketplace owns keys and endpoints; admin reads everyone's. */
export function ownerOf(who: Principal): Owner {
  if (who.cargo === 'seller' && who.sellerId)
    return { ownerUserId: who.userId, marketplaceId: who.marketplaceId, sellerId: who.sellerId };
  if (who.cargo === 'marketplace' && who.marketplaceId)
    return { ownerUserId: who.userId, marketplaceId: who.marketplaceId, sellerId: null };
  throw AppError.forbidden();
}

/**
 * Which rows a back-office caller sees: admin every tenant's (read only, see `ownerOf`), a seller
 * or marketplace what its login created.
 */
export function readScope(who: Principal, ownerColumn: PgColumn): SQL | undefined {
  if (who.cargo === 'admin') return undefined;
  return eq(ownerColumn, ownerOf(who).ownerUserId);
}
