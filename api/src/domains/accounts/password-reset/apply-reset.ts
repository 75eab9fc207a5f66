import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, type ResetPasswordInput } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import { enqueueMail } from '../../mail';
import { hashPassword } from '../auth/password';
import { sessions } from '../auth/tables';
import { dropSessionsCache } from '../logins';
import { acceptAccountInvitation } from '../invitations/invite-login';
import { acceptPendingInvitations } from '../team/memberships';
import { sellers, users } from '../tables';
import { hashResetToken } from './request-reset';
import { passwordResets } from './tables';

const invalidLink = () =>
  AppError.badRequest(PASSWORD_RESET_MESSAGES.invalidToken, 'token', 'invalid_reset_token');

/** A link that is unused, not voided by a newer one, not expired, of a login that still exists. */
const usable = and(
  isNull(passwordResets.usedAt),
  isNull(passwordResets.voidedAt),
  gt(passwordResets.expiresAt, sql`now()`),
);

/**
 * POST /password/reset: the link is checked before any hashing, then claimed in the transaction
 * that sets the password, revokes every session of the account and enqueues the notice, so two
 * uses of one link cannot both win. After the commit every instance drops the account's cached
 * sessions (NOTIFY), so the old tokens stop working at once.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const [found] = await ctx.db
    .select({
      id: passwordResets.id,
      userId: users.id,
      nome: users.nome,
      email: users.email,
      marketplaceId: users.marketplaceId,
      sellerId: sellers.id,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(and(eq(passwordResets.tokenHash, tokenHash), usable, isNull(users.deletedAt)))
    .limit(1);
  if (!found) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  const at = new Date();
  const claimed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.id, found.id), usable))
      .returning({ id: passwordResets.id });
    if (!row) return false;
    await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, found.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.userId, found.userId), isNull(sessions.revokedAt)));
    // An invitation's link (issue 41): accepted, and its address confirmed, with the new password.
    await acceptAccountInvitation(tx, found.userId, true);
    await enqueueMail(tx, {
      kind: 'password_changed',
      to: found.email,
      data: { nome: found.nome, at: at.toISOString() },
      eventKey: `password-reset-used:${found.id}`,
      marketplaceId: found.marketplaceId,
      sellerId: found.sellerId,
    });
    return true;
  });
  if (!claimed) throw invalidLink();
  // A team invitation's link sets the password: the invitation is thereby accepted.
  await acceptPendingInvitations(ctx.db, found.userId);
  await dropSessionsCache(ctx, found.userId);
}
