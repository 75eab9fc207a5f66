import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { SESSION_CHANNEL } from './auth/guard';
import { users } from './tables';

/** Stored instead of a hash for a removed login: argon2 rejects it, so no password matches. */
export const REMOVED_PASSWORD_HASH = '!removed';

/**
 * Ends a login for good (inside the caller's transaction): sessions revoked, password unusable, row
 * kept so the money records that name it stay readable. Used when a seller, marketplace or buyer
 * is removed.
 */
export async function retireLoginRows(db: Db, userId: string, at: Date) {
  await db
    .update(users)
    .set({ deletedAt: at, passwordHash: REMOVED_PASSWORD_HASH, updatedAt: at })
    .where(eq(users.id, userId));
  await db.execute(
    sql`UPDATE sessions SET revoked_at = ${at} WHERE user_id = ${userId} AND revoked_at IS NULL`,
  );
}

/** After the commit: this instance's session cache and, through NOTIFY, every other one's. */
export async function dropSessionsCache(ctx: AppContext, userId: string) {
  ctx.principals.dropUser(userId);
  await ctx.database.notify(SESSION_CHANNEL, `u:${userId}`);
}
