import { and, eq, isNull } from 'drizzle-orm';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import type { Principal } from '../../../platform/principal';
import { users } from '../tables';
import { issueEmailVerification } from './issue';
import { isEmailVerified } from './verified';

/**
 * POST /email/resend-verification: a new link to the caller's current address, throttled per login
 * (the address is the caller's own, so there is nothing to enumerate, only a mailbox to spare).
 */
export async function resendVerification(ctx: AppContext, who: Principal): Promise<string> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      verifiedEmail: users.verifiedEmail,
      marketplaceId: users.marketplaceId,
    })
    .from(users)
    .where(and(eq(users.id, who.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw AppError.unauthorized();
  if (isEmailVerified(user)) return M.alreadyConfirmed;
  const verdict = await ctx.verificationResends.hit(user.id);
  if (!verdict.allowed) throw AppError.tooManyRequests(M.tooMany, verdict.retryAfterSeconds);
  await ctx.db.transaction((tx) => issueEmailVerification(tx, user));
  return M.resent;
}
