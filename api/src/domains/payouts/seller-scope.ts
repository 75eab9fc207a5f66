import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import { readsOwned } from '../../platform/owned-resource';
import type { Principal } from '../../platform/principal';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import { sellersView } from '../accounts';

/** The seller a money-out call is about, with what the provider and the notices need. */
export type PayoutSeller = {
  id: string;
  marketplaceId: string;
  userId: string;
  /** The provider's seller id (Zoop's 32 hex). */
  idSeller: string;
  nome: string;
  email: string;
  /** Digits only. */
  cpfCnpj: string;
};

export const SELLER_NOT_FOUND = 'Vendedor não encontrado.';

async function sellerById(
  db: Db,
  id: string,
  { includeRemoved }: { includeRemoved: boolean },
): Promise<PayoutSeller | undefined> {
  const [row] = await db
    .select({
      id: sellersView.id,
      marketplaceId: sellersView.marketplaceId,
      userId: sellersView.userId,
      idSeller: sellersView.idSeller,
      nome: sellersView.nome,
      email: sellersView.email,
      cpfCnpj: sellersView.cpfCnpj,
    })
    .from(sellersView)
    .where(and(eq(sellersView.id, id), includeRemoved ? undefined : isNull(sellersView.deletedAt)))
    .limit(1);
  return row ? { ...row, cpfCnpj: row.cpfCnpj.replace(/\D/g, '') } : undefined;
}

/**
 * A seller is always itself (another seller's id is 404, never confirmed to exist); a marketplace
 * names one of its sellers with `?sellerId=`, an admin any seller. A removed seller stays in its
 * marketplace's and the admin's reach: the provider still holds its money, which they must see and
 * settle (its receiving policy); it can no longer log in, so nothing else acts for it.
 */
export async function sellerInScope(
  db: Db,
  who: Principal,
  sellerId: string | undefined,
): Promise<PayoutSeller> {
  if (who.cargo === 'seller') {
    if (!who.sellerId || (sellerId !== undefined && sellerId !== who.sellerId))
      throw AppError.notFound(SELLER_NOT_FOUND);
    const own = await sellerById(db, who.sellerId, { includeRemoved: false });
    if (!own) throw AppError.notFound(SELLER_NOT_FOUND);
    return own;
  }
  if (who.cargo !== 'admin' && who.cargo !== 'marketplace') throw AppError.forbidden();
  if (!sellerId) throw AppError.badRequest('Informe o vendedor (sellerId).', 'sellerId');
  const seller = UUID_PATTERN.test(sellerId)
    ? await sellerById(db, sellerId, { includeRemoved: true })
    : undefined;
  if (!seller || !readsOwned(who, { marketplaceId: seller.marketplaceId, sellerId: seller.id }))
    throw AppError.notFound(SELLER_NOT_FOUND);
  return seller;
}

/** The seller itself: bank accounts and payouts are changed by their owner only. */
export function ownSellerOnly(who: Principal): void {
  if (who.cargo !== 'seller') throw AppError.forbidden('Somente o próprio vendedor pode fazer isto.');
}
