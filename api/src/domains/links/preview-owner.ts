import { eq } from 'drizzle-orm';
import { uuidParam } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import type { Principal } from '../../platform/principal';
import { sellersView } from '../accounts';
import { owningSeller, SELLER_REQUIRED } from './create-link';

/**
 * Whose link a preview prices: as link creation decides (a seller itself, a marketplace owner one
 * of its sellers), and for an admin, who oversees every seller, the one it names.
 */
export async function previewOwner(ctx: AppContext, who: Principal, sellerId: string | undefined) {
  if (who.cargo !== 'admin') return owningSeller(ctx, who, sellerId);
  if (!sellerId || !uuidParam.safeParse(sellerId).success)
    throw AppError.badRequest(SELLER_REQUIRED, 'sellerId');
  const [seller] = await ctx.db
    .select({
      sellerId: sellersView.id,
      marketplaceId: sellersView.marketplaceId,
      userId: sellersView.userId,
    })
    .from(sellersView)
    .where(eq(sellersView.id, sellerId))
    .limit(1);
  if (!seller) throw AppError.badRequest(SELLER_REQUIRED, 'sellerId');
  return seller;
}
