import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { ALL_KEYS } from '../../../platform/notified-cache';
import { marketplaceOwnerOf } from '../read-views';
import { marketplaces, sellers, type UserRow } from '../tables';

/**
 * A seller's or a marketplace's login and its business record carry one name: the operators'
 * forms (sellers/manage.ts, marketplaces/manage.ts) write both, and payers see the record's (the
 * payer page, the receipt, the e-mails). So the owner's own rename in 'Configurações › Perfil'
 * renames the business too, in the same transaction (issue 41). Only the owner's: a team member's
 * login (same cargo, its own row) is a person, never the business. Returns whether a name changed.
 */
export async function renamePublicName(tx: Db, user: UserRow, nome: string): Promise<boolean> {
  if (user.cargo === 'seller') {
    const renamed = await tx
      .update(sellers)
      .set({ nome, updatedAt: new Date() })
      .where(and(eq(sellers.userId, user.id), isNull(sellers.deletedAt), ne(sellers.nome, nome)))
      .returning({ id: sellers.id });
    return renamed.length > 0;
  }
  if (user.cargo === 'marketplace' && user.marketplaceId) {
    const renamed = await tx
      .update(marketplaces)
      .set({ nome, updatedAt: new Date() })
      .where(
        and(
          eq(marketplaces.id, user.marketplaceId),
          ne(marketplaces.nome, nome),
          // The marketplace's first login owns its name (as the admin's form reads it).
          sql`${marketplaceOwnerOf(sql`${user.marketplaceId}::uuid`)} = ${user.id}::uuid`,
        ),
      )
      .returning({ id: marketplaces.id });
    return renamed.length > 0;
  }
  return false;
}

/**
 * Every cached payer page shows the names as they were when cached: after a rename (rare) they
 * are all dropped, on every instance, so the next payer reads the new name.
 */
export const publicNameChanged = (ctx: AppContext) => ctx.linkViews.invalidate(ctx.database, ALL_KEYS);
