import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ANONYMIZED_EMAIL_DOMAIN } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { retireLoginRows } from './logins';
import { buyers, sellers, users } from './tables';

// LGPD (issue 39): the buyers' records and customer logins the privacy domain reads and
// anonymizes, inside its transaction. This domain stays the one writer of its tables.

export type PrivacyScope = { sellerId?: string; marketplaceId?: string };
export type PrivacyMatch = { document?: string; email?: string };
export type Anonymous = { name: string; email: string };

const digitsOf = (column: SQL | typeof buyers.cpfCnpj) => sql`regexp_replace(${column}, '\\D', '', 'g')`;

/** A seller's buyer records that name the person, removed ones too: they still hold the data. */
export async function buyersOfSubject(db: Db, scope: PrivacyScope, who: PrivacyMatch) {
  if (!who.document && !who.email) return [];
  return db
    .select({
      id: buyers.id,
      userId: buyers.userId,
      sellerName: sellers.nome,
      nome: buyers.nome,
      email: buyers.email,
      cpfCnpj: buyers.cpfCnpj,
      phone: buyers.phone,
      address: buyers.address,
      createdAt: buyers.createdAt,
    })
    .from(buyers)
    .innerJoin(sellers, eq(sellers.id, buyers.sellerId))
    .where(
      and(
        scope.sellerId ? eq(buyers.sellerId, scope.sellerId) : undefined,
        scope.marketplaceId ? eq(buyers.marketplaceId, scope.marketplaceId) : undefined,
        who.document ? sql`${digitsOf(buyers.cpfCnpj)} = ${who.document}` : undefined,
        who.email ? sql`lower(${buyers.email}) = ${who.email}` : undefined,
      ),
    )
    .orderBy(buyers.createdAt);
}

/**
 * Name, e-mail, phone, contact, website and every address field blanked; the CPF/CNPJ stays (a
 * fiscal record). Rows already anonymized are not counted: a second run reports nothing changed.
 */
export async function anonymizeBuyers(db: Db, ids: string[], anon: Anonymous): Promise<number> {
  if (ids.length === 0) return 0;
  const changed = await db
    .update(buyers)
    .set({
      nome: anon.name,
      email: anon.email,
      phone: '',
      contactPerson: '',
      website: '',
      address: sql`coalesce((SELECT jsonb_object_agg(key, '') FROM jsonb_each(${buyers.address})), '{}'::jsonb)`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(buyers.id, ids),
        sql`(${buyers.nome} <> ${anon.name} OR ${buyers.email} <> ${anon.email} OR ${buyers.phone} <> ''
             OR ${buyers.contactPerson} <> '' OR ${buyers.website} <> ''
             OR EXISTS (SELECT 1 FROM jsonb_each_text(${buyers.address}) a WHERE a.value <> ''))`,
      ),
    )
    .returning({ id: buyers.id });
  return changed.length;
}

/**
 * The customer logins of these buyers, disabled and renamed: sessions revoked, password unusable
 * (the same retirement as a removed buyer's). A login another buyer record outside `ids` still
 * uses is left alone: it is not only this business's. Answers the ids changed, for the caller to
 * drop their cached sessions after the commit (`dropSessionsCache`).
 */
export async function anonymizeCustomerLogins(db: Db, buyerIds: string[], name: string): Promise<string[]> {
  if (buyerIds.length === 0) return [];
  const logins = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(buyers, eq(buyers.userId, users.id))
    .where(
      and(
        inArray(buyers.id, buyerIds),
        eq(users.cargo, 'customer'),
        sql`(${users.nome} <> ${name} OR ${users.deletedAt} IS NULL)`,
        sql`NOT EXISTS (SELECT 1 FROM buyers other WHERE other.user_id = ${users.id}
              AND other.id NOT IN (${sql.join(
                buyerIds.map((id) => sql`${id}`),
                sql`, `,
              )}))`,
      ),
    );
  const at = new Date();
  for (const { id } of logins) {
    await retireLoginRows(db, id, at);
    await db
      .update(users)
      .set({
        nome: name,
        email: sql`'anon-' || left(md5(${users.id}::text), 12) || ${`@${ANONYMIZED_EMAIL_DOMAIN}`}`,
      })
      .where(eq(users.id, id));
  }
  return logins.map((l) => l.id);
}

/** The login and tenant of a seller, for a payer's request filed to it. */
export async function sellerAccountOf(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      userId: sellers.userId,
      marketplaceId: sellers.marketplaceId,
      nome: sellers.nome,
      email: sellers.email,
    })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return row;
}
