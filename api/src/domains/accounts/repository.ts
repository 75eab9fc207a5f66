import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { insertStandardPlan } from '../interest-plans';
import { issueEmailVerification } from './email-verification/issue';
import { buyers, marketplaces, sellers, users, type Address, type UserRow } from './tables';

/** Plain-object reads and writes of accounts; callers decide who may see what. */

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function findSellerByUserId(db: Db, userId: string) {
  const rows = await db.select().from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return rows[0];
}

export async function findMarketplace(db: Db, id: string) {
  const rows = await db.select().from(marketplaces).where(eq(marketplaces.id, id)).limit(1);
  return rows[0];
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/** An e-mail held by a login other than `exceptUserId` (case-insensitive). */
export async function emailTakenByOther(db: Db, email: string, exceptUserId?: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type NewAccount = {
  nome: string;
  email: string;
  passwordHash: string;
  cpfCnpj: string;
  contactPerson: string;
  phone: string;
  website: string;
  address: Address;
};

export async function insertMarketplaceAccount(
  db: Db,
  a: NewAccount & { zpkIdMarketplace: string; idZoop?: string; status: 'active' | 'inactive' },
) {
  return db.transaction(async (tx) => {
    const [marketplace] = await tx
      .insert(marketplaces)
      .values({
        nome: a.nome,
        email: a.email,
        cpfCnpj: a.cpfCnpj,
        zpkIdMarketplace: a.zpkIdMarketplace,
        idZoop: a.idZoop ?? '',
        status: a.status,
        contactPerson: a.contactPerson,
        phone: a.phone,
        website: a.website,
        address: a.address,
      })
      .returning();
    if (!marketplace) throw new Error('marketplace insert returned nothing');
    const [user] = await tx
      .insert(users)
      .values({
        nome: a.nome,
        email: a.email,
        passwordHash: a.passwordHash,
        cargo: 'marketplace',
        marketplaceId: marketplace.id,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    // Its sellers can create links (priced with this plan) from the first minute.
    await insertStandardPlan(tx, marketplace.id, user.id);
    return { marketplace, user };
  });
}

export async function insertSellerAccount(
  db: Db,
  a: NewAccount & {
    marketplaceId: string;
    idSeller: string;
    /** Hundredths of a percent; 0 when left out. */
    taxaPadrao?: number;
    taxaRepasseJuros?: number;
  },
) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        nome: a.nome,
        email: a.email,
        passwordHash: a.passwordHash,
        cargo: 'seller',
        marketplaceId: a.marketplaceId,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    const [seller] = await tx
      .insert(sellers)
      .values({
        marketplaceId: a.marketplaceId,
        userId: user.id,
        idSeller: a.idSeller,
        nome: a.nome,
        email: a.email,
        cpfCnpj: a.cpfCnpj,
        contactPerson: a.contactPerson,
        phone: a.phone,
        website: a.website,
        address: a.address,
        taxaPadrao: a.taxaPadrao ?? 0,
        taxaRepasseJuros: a.taxaRepasseJuros ?? 0,
      })
      .returning();
    if (!seller) throw new Error('seller insert returned nothing');
    return { user, seller };
  });
}

/**
 * A customer login created by someone else (a seller's buyer, inside its transaction). A seller
 * cannot vouch for a person's address, as no payments company takes a merchant's word for it: the
 * login starts unconfirmed and the address gets the confirmation link, which also tells its owner.
 * Only the demo's made-up addresses are created confirmed (`emailVerified`). An `invited` login
 * (issue 41) gets the invitation instead: its link reaches the same address and confirms it when
 * used (invitations/invite-login.ts), so the person is not sent two links at once.
 */
export async function insertCustomer(
  db: Db,
  a: {
    nome: string;
    email: string;
    passwordHash: string;
    marketplaceId: string | null;
    emailVerified?: boolean;
    invited?: boolean;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      nome: a.nome,
      email: a.email,
      passwordHash: a.passwordHash,
      cargo: 'customer',
      marketplaceId: a.marketplaceId,
      verifiedEmail: a.emailVerified ? a.email.toLowerCase() : null,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (!a.emailVerified && !a.invited) await issueEmailVerification(db, user);
  return user;
}

/** The customer, or undefined when the e-mail is taken (that account is left as it was). */
export async function insertCustomerIfNew(
  db: Db,
  a: { nome: string; email: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values({ nome: a.nome, email: a.email, passwordHash: a.passwordHash, cargo: 'customer' })
    .onConflictDoNothing()
    .returning();
  return user;
}

export async function insertBuyer(db: Db, b: typeof buyers.$inferInsert) {
  const [row] = await db.insert(buyers).values(b).returning();
  return row;
}

export async function listMarketplaceSummaries(db: Db) {
  return db
    .select({
      id: marketplaces.id,
      nome: marketplaces.nome,
      email: marketplaces.email,
      status: marketplaces.status,
      sellerCount: sql<number>`(select count(*)::int from ${sellers} where ${sellers.marketplaceId} = ${marketplaces.id})`,
    })
    .from(marketplaces)
    .orderBy(asc(marketplaces.nome));
}

export async function listSellerSummaries(db: Db, marketplaceId?: string) {
  return db
    .select({
      id: sellers.id,
      name: sellers.nome,
      email: sellers.email,
      marketplaceId: sellers.marketplaceId,
    })
    .from(sellers)
    .where(marketplaceId ? eq(sellers.marketplaceId, marketplaceId) : undefined)
    .orderBy(asc(sellers.nome));
}

export async function updateUserProfile(
  db: Db,
  id: string,
  patch: { nome: string; email: string; passwordHash?: string },
) {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function sellerInMarketplace(db: Db, sellerId: string, marketplaceId: string) {
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(eq(sellers.id, sellerId), eq(sellers.marketplaceId, marketplaceId)))
    .limit(1);
  return rows.length > 0;
}
