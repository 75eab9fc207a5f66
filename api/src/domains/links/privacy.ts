import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { paymentLinks } from './tables';

// LGPD (issue 39): a link sent to a customer keeps its address ('Para:'); the privacy domain lists
// and anonymizes those, inside its transaction.

type Scope = { sellerId?: string; marketplaceId?: string };

const where = (scope: Scope, addresses: string[]) =>
  and(
    inArray(sql`lower(${paymentLinks.customerEmail})`, addresses),
    scope.sellerId ? eq(paymentLinks.sellerId, scope.sellerId) : undefined,
    scope.marketplaceId ? eq(paymentLinks.marketplaceId, scope.marketplaceId) : undefined,
  );

export async function linksSentTo(db: Db, scope: Scope, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .select({ id: paymentLinks.id, description: paymentLinks.description, email: paymentLinks.customerEmail })
    .from(paymentLinks)
    .where(where(scope, addresses));
}

export async function anonymizeLinkAddresses(
  db: Db,
  scope: Scope,
  addresses: string[],
  email: string,
): Promise<number> {
  if (addresses.length === 0) return 0;
  const changed = await db
    .update(paymentLinks)
    .set({ customerEmail: email })
    .where(and(where(scope, addresses), ne(paymentLinks.customerEmail, email)))
    .returning({ id: paymentLinks.id });
  return changed.length;
}
