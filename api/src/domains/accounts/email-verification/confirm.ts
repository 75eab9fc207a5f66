import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_MESSAGES as M, type VerifyEmailInput } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import { dropSessionsCache } from '../logins';
import { hashResetToken } from '../password-reset/request-reset';
import { users } from '../tables';
import { emailVerifications } from './tables';

const invalidLink = () => AppError.badRequest(M.invalidToken, 'token', 'invalid_verification_token');

const usable = and(
  isNull(emailVerifications.usedAt),
  isNull(emailVerifications.voidedAt),
  gt(emailVerifications.expiresAt, sql`now()`),
);

/**
 * POST /email/verify: a link that is unused, not voided, not expired, of a login that still exists
 * and still has the address the link was sent to, is claimed in the transaction that records the
 * address as proved; two uses cannot both win. Every instance then reloads the login's sessions
 * (NOTIFY), so its reads open at once.
 */
export async function verifyEmail(ctx: AppContext, input: VerifyEmailInput): Promise<void> {
  const [found] = await ctx.db
    .select({ id: emailVerifications.id, userId: users.id, email: emailVerifications.email })
    .from(emailVerifications)
    .innerJoin(users, eq(users.id, emailVerifications.userId))
    .where(
      and(
        eq(emailVerifications.tokenHash, hashResetToken(input.token)),
        usable,
        isNull(users.deletedAt),
        sql`lower(${users.email}) = ${emailVerifications.email}`,
      ),
    )
    .limit(1);
  if (!found) throw invalidLink();
  const claimed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.id, found.id), usable))
      .returning({ id: emailVerifications.id });
    if (!row) return false;
    await tx
      .update(users)
      .set({ verifiedEmail: found.email, updatedAt: new Date() })
      .where(and(eq(users.id, found.userId), sql`lower(${users.email}) = ${found.email}`));
    return true;
  });
  if (!claimed) throw invalidLink();
  await dropSessionsCache(ctx, found.userId);
}
