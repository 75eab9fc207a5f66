import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { passwordSetByManager } from './security-notices';
import { buyers, marketplaces, sellers, users } from './tables';

// The writes other domains make to the accounts' records (the sellers, marketplaces and buyers
// screens edit and remove them), each inside the caller's transaction: this domain stays the one
// writer of its tables (docs/decisions/012).

type Patch<T extends { $inferInsert: object }> = Partial<Omit<T['$inferInsert'], 'id' | 'createdAt'>>;

/**
 * A login's name, e-mail, tenant, password or chosen interest plan, as its managers edit it (a
 * seller its buyer's login, a marketplace or admin a seller's, an admin a marketplace's owner's);
 * the owner changes its own password through the profile or a reset link, never here. A password
 * set by someone else ends every session of the login in this transaction and tells the owner
 * (issue 35 item 9); the caller's `dropSessionsCache` after the commit ends them on every instance.
 */
export async function updateLogin(db: Db, userId: string, patch: Patch<typeof users>) {
  const at = patch.updatedAt ?? new Date();
  const [before] = patch.passwordHash
    ? await db
        .select({ nome: users.nome, email: users.email, marketplaceId: users.marketplaceId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
    : [];
  await db
    .update(users)
    .set({ updatedAt: at, ...patch })
    .where(eq(users.id, userId));
  if (before) await passwordSetByManager(db, userId, before, at);
}

/** An admin login (the demo's): no tenant. */
export async function insertAdmin(db: Db, a: { nome: string; email: string; passwordHash: string }) {
  await db.insert(users).values({ ...a, cargo: 'admin' });
}

export async function updateSellerRecord(db: Db, id: string, patch: Patch<typeof sellers>) {
  await db
    .update(sellers)
    .set({ updatedAt: new Date(), ...patch })
    .where(eq(sellers.id, id));
}

/** Soft removal: the row stays for the money records that name it. */
export async function markSellerRemoved(db: Db, id: string, at: Date) {
  await db
    .update(sellers)
    .set({ deletedAt: at, updatedAt: at })
    .where(and(eq(sellers.id, id), isNull(sellers.deletedAt)));
}

export async function updateMarketplaceRecord(db: Db, id: string, patch: Patch<typeof marketplaces>) {
  await db
    .update(marketplaces)
    .set({ updatedAt: new Date(), ...patch })
    .where(eq(marketplaces.id, id));
}

export async function markMarketplaceRemoved(db: Db, id: string, at: Date) {
  await db.update(marketplaces).set({ deletedAt: at, updatedAt: at }).where(eq(marketplaces.id, id));
}

/** An active buyer's record; a removed one is left as it was. */
export async function updateBuyerRecord(db: Db, id: string, patch: Patch<typeof buyers>) {
  await db
    .update(buyers)
    .set({ updatedAt: new Date(), ...patch })
    .where(and(eq(buyers.id, id), isNull(buyers.deletedAt)));
}

export async function markBuyerRemoved(db: Db, id: string, at: Date) {
  await db.update(buyers).set({ deletedAt: at, updatedAt: at }).where(eq(buyers.id, id));
}
