import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { UUID_PATTERN } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/sql-helpers';
import { activeSellerCountOf, marketplaceOfOwner, marketplaceOwnerOf, marketplacesView } from '../accounts';
import type { MarketplaceJoined } from './record';

/** Plain reads of marketplaces as managed records; callers decide who may see what. */

/**
 * The outer row's id, named in full for the accounts' lookups that are embedded as subqueries:
 * drizzle leaves single-table columns unqualified, and a bare "id" inside them is the login's.
 */
export const MARKETPLACE_ROW_ID = sql`"marketplaces"."id"`;

const marketplaceColumns = {
  id: marketplacesView.id,
  ownerId: marketplaceOwnerOf(MARKETPLACE_ROW_ID),
  sellerCount: activeSellerCountOf(MARKETPLACE_ROW_ID),
  nome: marketplacesView.nome,
  email: marketplacesView.email,
  idZoop: marketplacesView.idZoop,
  zpkIdMarketplace: marketplacesView.zpkIdMarketplace,
  cpfCnpj: marketplacesView.cpfCnpj,
  status: marketplacesView.status,
  taxaPadrao: marketplacesView.taxaPadrao,
  taxaRepasseJuros: marketplacesView.taxaRepasseJuros,
  phone: marketplacesView.phone,
  website: marketplacesView.website,
  contactPerson: marketplacesView.contactPerson,
  address: marketplacesView.address,
};

/** An active marketplace by its id or its owner login's id. */
export async function findMarketplace(db: Db, idOrOwnerId: string): Promise<MarketplaceJoined | undefined> {
  if (!UUID_PATTERN.test(idOrOwnerId)) return undefined;
  const rows = await db
    .select(marketplaceColumns)
    .from(marketplacesView)
    .where(
      and(
        isNull(marketplacesView.deletedAt),
        or(
          eq(marketplacesView.id, idOrOwnerId),
          sql`${marketplacesView.id} = ${marketplaceOfOwner(idOrOwnerId)}`,
        ),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, sellerCount: Number(row.sellerCount) } : undefined;
}

/** Active marketplaces by name, from `offset`; `q` matches name, email, document and ids. */
export async function marketplaceRows(
  db: Db,
  f: { id?: string | undefined; q?: string | undefined; offset: number; limit: number },
): Promise<{ rows: MarketplaceJoined[]; total: number }> {
  const like = containsPattern(f.q);
  const where = and(
    isNull(marketplacesView.deletedAt),
    f.id ? eq(marketplacesView.id, f.id) : undefined,
    like
      ? or(
          sql`${marketplacesView.nome} ILIKE ${like}`,
          sql`${marketplacesView.email} ILIKE ${like}`,
          sql`${marketplacesView.cpfCnpj} ILIKE ${like}`,
          sql`${marketplacesView.zpkIdMarketplace} ILIKE ${like}`,
          sql`${marketplacesView.idZoop} ILIKE ${like}`,
          sql`${marketplacesView.id}::text ILIKE ${like}`,
        )
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    f.limit > 0
      ? db
          .select(marketplaceColumns)
          .from(marketplacesView)
          .where(where)
          .orderBy(asc(marketplacesView.nome), asc(marketplacesView.id))
          .limit(f.limit)
          .offset(f.offset)
      : Promise.resolve([]),
    db.select({ n: count() }).from(marketplacesView).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, sellerCount: Number(r.sellerCount) })),
    total: Number(totals[0]?.n ?? 0),
  };
}
