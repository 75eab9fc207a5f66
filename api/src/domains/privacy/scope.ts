import { AppError } from '../../platform/app-error';
import type { Principal } from '../../platform/principal';

/** Whose rows a caller may read about a person: a seller its own, a marketplace its sellers', admin all. */
export type PrivacyScope = { sellerId?: string; marketplaceId?: string };

export function privacyScopeOf(who: Principal): PrivacyScope {
  if (who.cargo === 'admin') return {};
  if (who.cargo === 'marketplace' && who.marketplaceId) return { marketplaceId: who.marketplaceId };
  if (who.cargo === 'seller' && who.sellerId) return { sellerId: who.sellerId };
  throw AppError.forbidden();
}
