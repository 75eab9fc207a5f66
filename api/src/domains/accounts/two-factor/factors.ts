import { asc, eq, sql } from 'drizzle-orm';
import { roleNeedsTwoFactor } from '@pagora/shared';
import type { TwoFactorStatus } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import type { Principal } from '../../../platform/principal';
import { rowsOf } from '../../../platform/db/sql-helpers';
import { SESSION_CHANNEL } from '../auth/guard';
import { users } from '../tables';
import { recoveryCodesLeft } from './recovery-codes';
import { twoFactorPasskeys } from './tables';
import { hasConfirmedTotp } from './totp';

/**
 * Keeps users.two_factor_enabled_at in step with the factors (the guard reads only it): set when
 * the first factor is confirmed, kept while any is left, cleared with the last. In the change's
 * transaction; `announce` then drops the cached principals everywhere.
 */
export async function syncEnabled(tx: Db, userId: string): Promise<boolean> {
  const [row] = rowsOf<{ on: boolean }>(
    await tx.execute(sql`
      UPDATE users SET two_factor_enabled_at = CASE
          WHEN EXISTS (SELECT 1 FROM two_factor_totp t WHERE t.user_id = users.id AND t.confirmed_at IS NOT NULL)
            OR EXISTS (SELECT 1 FROM two_factor_passkeys p WHERE p.user_id = users.id)
          THEN coalesce(two_factor_enabled_at, now()) END
       WHERE id = ${userId}
      RETURNING two_factor_enabled_at IS NOT NULL AS on`),
  );
  return row?.on ?? false;
}

/** After the change commits: every instance reloads the person's sessions (setup gate, /me). */
export async function announce(ctx: AppContext, userId: string): Promise<void> {
  ctx.principals.dropUser(userId);
  await ctx.database.notify(SESSION_CHANNEL, `u:${userId}`);
}

/**
 * Whether this person, acting as now, must keep a second factor: the platform's rule for admins
 * and roles that move money out or make API keys (when enforced), or its team owner's choice.
 */
export async function mustKeepTwoFactor(ctx: AppContext, p: Principal): Promise<boolean> {
  if (p.twoFactorSetupRequired) return true;
  if (ctx.config.twoFactor.required && p.cargo !== 'customer' && roleNeedsTwoFactor(p.cargo, p.teamRole))
    return true;
  if (!p.membershipId) return false;
  const [account] = await ctx.db
    .select({ required: users.teamTwoFactorRequired })
    .from(users)
    .where(eq(users.id, p.userId));
  return account?.required ?? false;
}

export async function listPasskeys(db: Db, userId: string) {
  return db
    .select()
    .from(twoFactorPasskeys)
    .where(eq(twoFactorPasskeys.userId, userId))
    .orderBy(asc(twoFactorPasskeys.createdAt));
}

export async function twoFactorStatus(ctx: AppContext, p: Principal): Promise<TwoFactorStatus> {
  const userId = p.actor.userId;
  const [totp, passkeys, left, required] = await Promise.all([
    hasConfirmedTotp(ctx.db, userId),
    listPasskeys(ctx.db, userId),
    recoveryCodesLeft(ctx.db, userId),
    mustKeepTwoFactor(ctx, p),
  ]);
  return {
    enabled: totp || passkeys.length > 0,
    totp,
    passkeys: passkeys.map((k) => ({
      id: k.id,
      name: k.name,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    })),
    recoveryCodesLeft: left,
    required,
  };
}
