import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';
import { type Principal } from '../../platform/principal';
import { transactionsView } from '../payments';

/** Which transactions a caller may see, as column filters; an empty object is every tenant. */
export type TxScope = { sellerId?: string; marketplaceId?: string; payerEmail?: string };

const NOT_FOUND = 'Usuário não encontrado.';

/**
 * `userId` in the path is the caller's own id (the spec's client sends it); another user's id is
 * not found, except for an admin, whose view is every tenant whatever the id. A marketplace sees
 * its sellers, a seller its own, a customer what was paid with their e-mail.
 */
export function callerScope(who: Principal, userId: string): TxScope {
  if (who.cargo === 'admin') return {};
  if (userId !== who.userId) throw AppError.notFound(NOT_FOUND);
  if (who.cargo === 'marketplace' && who.marketplaceId) return { marketplaceId: who.marketplaceId };
  if (who.cargo === 'seller' && who.sellerId) return { sellerId: who.sellerId };
  return { payerEmail: who.email };
}

/** The marketplace and seller filters, for those allowed to use them (admin; marketplace: own sellers). */
export async function narrowScope(
  db: Db,
  who: Principal,
  scope: TxScope,
  filters: { marketplaceId?: string | undefined; sellerId?: string | undefined },
): Promise<TxScope> {
  if (who.cargo !== 'admin' && who.cargo !== 'marketplace') return scope;
  const narrowed = { ...scope };
  if (who.cargo === 'admin' && filters.marketplaceId) narrowed.marketplaceId = filters.marketplaceId;
  if (filters.sellerId) {
    const [seller] = await db
      .select({ marketplaceId: sellersView.marketplaceId })
      .from(sellersView)
      .where(eq(sellersView.id, filters.sellerId))
      .limit(1);
    const foreign = !seller || (narrowed.marketplaceId && seller.marketplaceId !== narrowed.marketplaceId);
    if (foreign) throw AppError.notFound('Vendedor não encontrado.');
    narrowed.sellerId = filters.sellerId;
  }
  return narrowed;
}

export function scopeWhere(scope: TxScope): SQL | undefined {
  return and(
    scope.sellerId ? eq(transactionsView.sellerId, scope.sellerId) : undefined,
    scope.marketplaceId ? eq(transactionsView.marketplaceId, scope.marketplaceId) : undefined,
    scope.payerEmail ? sql`lower(${transactionsView.payerEmail}) = lower(${scope.payerEmail})` : undefined,
  );
}
