import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../app-error';
import type { Principal } from '../principal';

/**
 * Who reads and who manages a record a tenant owns (buyers, interest and recurrence plans,
 * subscriptions; spec 001 section 6): an admin reads every tenant and changes nothing; a
 * marketplace owner reads its marketplace; a seller reads its own. What each kind adds to that
 * (a marketplace's default plan, who may edit) is the domain's; the rest is here, once.
 */

/** How a record belongs: its marketplace, and its seller or its owning login. */
export type Owned = { marketplaceId: string | null; sellerId?: string | null; ownerUserId?: string | null };

/** A seller or marketplace owner acting for its own tenant: who may create and change records. */
export type TenantOwner = Principal & { cargo: 'seller' | 'marketplace'; marketplaceId: string };

export function requireTenantOwner(who: Principal): asserts who is TenantOwner {
  if ((who.cargo !== 'seller' && who.cargo !== 'marketplace') || !who.marketplaceId)
    throw AppError.forbidden();
}

/** Whether `who` sees `row` by the tenant rule: admin all, marketplace its own, seller its own. */
export function readsOwned(who: Principal, row: Owned): boolean {
  if (who.cargo === 'admin') return true;
  if (who.cargo === 'marketplace')
    return row.marketplaceId !== null && row.marketplaceId === who.marketplaceId;
  if (who.cargo === 'seller')
    return row.sellerId !== undefined ? row.sellerId === who.sellerId : row.ownerUserId === who.userId;
  return false;
}

/** The same rule as SQL over the record's columns (a seller by its seller column, else its owner). */
export function ownedWhere(
  who: Principal,
  cols: { marketplaceId: AnyPgColumn; sellerId?: AnyPgColumn; ownerUserId?: AnyPgColumn },
): SQL | undefined {
  if (who.cargo === 'admin') return undefined;
  if (who.cargo === 'marketplace' && who.marketplaceId) return eq(cols.marketplaceId, who.marketplaceId);
  if (who.cargo === 'seller') {
    if (cols.sellerId) return who.sellerId ? eq(cols.sellerId, who.sellerId) : sql`false`;
    if (cols.ownerUserId) return eq(cols.ownerUserId, who.userId);
  }
  return sql`false`;
}

/**
 * The record a caller means to change: unknown or out of its reach is 404 (a foreign id is not
 * confirmed to exist); within reach but not its to change is 403.
 */
export function managedOr404<R>(
  row: R | undefined,
  rules: { reads: (row: R) => boolean; manages: (row: R) => boolean },
  notFound: string,
): R {
  if (row === undefined || !rules.reads(row)) throw AppError.notFound(notFound);
  if (!rules.manages(row)) throw AppError.forbidden();
  return row;
}

/** A list path that names a login (`/juros/cliente/:userId`): the caller's own; an admin any. */
export function requireOwnPath(who: Principal, userId: string, notFound: string): void {
  if (who.cargo !== 'admin' && userId !== who.userId) throw AppError.notFound(notFound);
}
