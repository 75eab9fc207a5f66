import { and, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FeeCheckDivergence } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { sellersView } from '../accounts';
import type { FeeDivergence } from './divergence-hooks';
import { feeDivergences } from './tables';

export type DivergenceScope = { sellerIds?: string[]; marketplaceId?: string; from: string; to: string };

/** The divergences of sales paid from `from` to `to` (Brasília days, both included), newest first. */
export async function listFeeDivergences(db: Db, scope: DivergenceScope): Promise<FeeDivergence[]> {
  const where: (SQL | undefined)[] = [gte(feeDivergences.day, scope.from), lte(feeDivergences.day, scope.to)];
  if (scope.sellerIds) {
    if (scope.sellerIds.length === 0) return [];
    where.push(inArray(feeDivergences.sellerId, scope.sellerIds));
  }
  if (scope.marketplaceId) where.push(eq(feeDivergences.marketplaceId, scope.marketplaceId));
  const rows = await db
    .select()
    .from(feeDivergences)
    .where(and(...where))
    .orderBy(desc(feeDivergences.day), desc(feeDivergences.createdAt))
    .limit(5_000);
  return rows.map(({ id: _id, ...d }) => d as FeeDivergence);
}

const SELLER_NOT_FOUND = 'Vendedor não encontrado.';

/**
 * `GET /api/fee-table/divergences`: a seller its own sales; a marketplace its sellers' (one with
 * `sellerId`); an admin all, or one marketplace's, or one seller's. A foreign id is 404.
 */
export async function divergencesFor(
  db: Db,
  who: Principal,
  q: { marketplaceId?: string | undefined; sellerId?: string | undefined; from: string; to: string },
): Promise<FeeCheckDivergence[]> {
  const range = { from: q.from, to: q.to };
  let scope: DivergenceScope;
  if (who.cargo === 'seller') {
    if (!who.sellerId || (q.sellerId && q.sellerId !== who.sellerId))
      throw AppError.notFound(SELLER_NOT_FOUND);
    scope = { ...range, sellerIds: [who.sellerId] };
  } else if (who.cargo === 'marketplace') {
    if (!who.marketplaceId || (q.marketplaceId && q.marketplaceId !== who.marketplaceId))
      throw AppError.forbidden();
    if (q.sellerId) await requireSellerOf(db, q.sellerId, who.marketplaceId);
    scope = {
      ...range,
      marketplaceId: who.marketplaceId,
      ...(q.sellerId ? { sellerIds: [q.sellerId] } : {}),
    };
  } else if (who.cargo === 'admin') {
    scope = {
      ...range,
      ...(q.marketplaceId ? { marketplaceId: q.marketplaceId } : {}),
      ...(q.sellerId ? { sellerIds: [q.sellerId] } : {}),
    };
  } else throw AppError.forbidden();
  const rows = await listFeeDivergences(db, scope);
  return rows.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }));
}

async function requireSellerOf(db: Db, sellerId: string, marketplaceId: string): Promise<void> {
  const [s] = await db
    .select({ id: sellersView.id })
    .from(sellersView)
    .where(and(eq(sellersView.id, sellerId), eq(sellersView.marketplaceId, marketplaceId)))
    .limit(1);
  if (!s) throw AppError.notFound(SELLER_NOT_FOUND);
}
