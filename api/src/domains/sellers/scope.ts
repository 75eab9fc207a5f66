import { SELLER_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { findSeller } from './repository';
import type { SellerJoined } from './views';

/**
 * Who sees which seller: an admin every one, a marketplace its own, a seller only itself (read).
 * Anything else is 404 'Vendedor não encontrado', so foreign ids cannot be probed.
 */
export async function visibleSeller(
  db: Db,
  who: Principal,
  idOrUserId: string,
  opts: { includeRemoved?: boolean } = {},
): Promise<SellerJoined> {
  const seller = await findSeller(db, idOrUserId, opts);
  if (!seller || !canSee(who, seller)) throw AppError.notFound(SELLER_MESSAGES.notFound);
  return seller;
}

export function canSee(who: Principal, seller: Pick<SellerJoined, 'id' | 'marketplaceId'>): boolean {
  if (who.cargo === 'admin') return true;
  if (who.cargo === 'marketplace')
    return who.marketplaceId !== null && who.marketplaceId === seller.marketplaceId;
  if (who.cargo === 'seller') return who.sellerId === seller.id;
  return false;
}

/** The marketplace filter a caller may use: an admin's choice, a marketplace's own id. */
export function marketplaceScope(who: Principal, requested: string | undefined): string | undefined {
  if (who.cargo === 'admin') return requested;
  if (who.cargo === 'marketplace' && who.marketplaceId) return who.marketplaceId;
  throw AppError.forbidden();
}
