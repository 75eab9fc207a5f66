import { sql } from 'drizzle-orm';
import { TEAM_MESSAGES, type TeamRole } from '@pagora/shared';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import { rowsOf } from '../../../platform/db/sql-helpers';
import type { Principal } from '../../../platform/principal';
import { SESSION_CHANNEL } from '../auth/guard';
import { dropSessionsCache } from '../logins';
import { ownersOnly, refundLimitCentsOf } from './invite';
import { memberRow, memberViewOf } from './view';

/**
 * The titular (the account's own login, listed with the account's id) is the owner that always
 * remains: it has no row to change or remove.
 */
function refuseTitular(who: Principal, id: string) {
  if (id === who.userId) throw AppError.unprocessable(TEAM_MESSAGES.lastOwner, 'team_last_owner');
}

/** PUT /equipe/:id: a new role (and refund limit), in force at once on every instance. */
export async function changeRole(
  ctx: AppContext,
  who: Principal,
  id: string,
  input: { role: TeamRole; refundLimit?: string | number | null | undefined },
) {
  refuseTitular(who, id);
  const row = await memberRow(ctx.db, who.userId, id);
  if ((row.role === 'owner' || input.role === 'owner') && who.teamRole !== 'owner') throw ownersOnly();
  await ctx.db.execute(sql`
    UPDATE team_members SET role = ${input.role}, refund_limit_cents = ${refundLimitCentsOf(input)},
           updated_at = now()
     WHERE id = ${id} AND removed_at IS NULL`);
  // The member's cached sessions carry the old role: drop them here and on every other instance.
  await dropSessionsCache(ctx, row.user_id);
  return memberViewOf(ctx.db, who.userId, id);
}

/**
 * DELETE /equipe/:id: the membership ends and every session acting through it is revoked, then
 * dropped from this instance's cache and, through NOTIFY, from every other one's.
 */
export async function removeMember(ctx: AppContext, who: Principal, id: string): Promise<void> {
  refuseTitular(who, id);
  const row = await memberRow(ctx.db, who.userId, id);
  if (row.role === 'owner' && who.teamRole !== 'owner') throw ownersOnly();
  const revoked = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE team_members SET removed_at = now(), updated_at = now() WHERE id = ${id} AND removed_at IS NULL`,
    );
    return rowsOf<{ id: string }>(
      await tx.execute(sql`
        UPDATE sessions SET revoked_at = now()
         WHERE membership_id = ${id} AND revoked_at IS NULL RETURNING id`),
    );
  });
  for (const session of revoked) {
    ctx.principals.dropSession(session.id);
    await ctx.database.notify(SESSION_CHANNEL, `s:${session.id}`);
  }
}

/**
 * PUT /equipe/duas-etapas: the owner requires (or stops requiring) two-step sign-in of every
 * member. Sessions acting for the account are dropped from the caches so the guard reads it now.
 */
export async function setTeamTwoFactor(ctx: AppContext, who: Principal, required: boolean) {
  if (who.teamRole !== 'owner')
    throw new AppError(
      403,
      'team_owner_only',
      'Só um proprietário pode exigir a verificação em duas etapas.',
    );
  await ctx.db.execute(
    sql`UPDATE users SET team_two_factor_required = ${required}, updated_at = now() WHERE id = ${who.userId}`,
  );
  await dropSessionsCache(ctx, who.userId);
  return { twoFactorRequired: required };
}
