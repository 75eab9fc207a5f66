import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/app-error';
import { keyedHash, twoFactorKey } from './secret-box';
import { twoFactorChallenges } from './tables';

/**
 * A login waiting for its second step: the client holds a random token, the database only its
 * keyed hash, the person it names and a five-minute expiry. It is spent by the step that opens
 * the session, so it opens one session at most; a wrong code leaves it for another try (the
 * person's code limit bounds those).
 */
const TTL_SECONDS = 300;

export async function issueLoginChallenge(ctx: AppContext, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // The person's spent and expired challenges go as a new one comes: the table stays small.
  await ctx.db
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.userId, userId),
        eq(twoFactorChallenges.purpose, 'login'),
        or(isNotNull(twoFactorChallenges.usedAt), lte(twoFactorChallenges.expiresAt, sql`now()`)),
      ),
    );
  await ctx.db.insert(twoFactorChallenges).values({
    tokenHash: keyedHash(twoFactorKey(ctx.config), token),
    userId,
    purpose: 'login',
    expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
  });
  return token;
}

const expired = () => new AppError(400, 'challenge_expired', TWO_FACTOR_MESSAGES.challengeExpired);

const live = (ctx: AppContext, token: string) =>
  and(
    eq(twoFactorChallenges.tokenHash, keyedHash(twoFactorKey(ctx.config), token)),
    eq(twoFactorChallenges.purpose, 'login'),
    isNull(twoFactorChallenges.usedAt),
    gt(twoFactorChallenges.expiresAt, sql`now()`),
  );

/** The live login challenge named by `token`, else 400 `challenge_expired`. */
export async function loginChallenge(ctx: AppContext, token: string) {
  const [row] = await ctx.db.select().from(twoFactorChallenges).where(live(ctx, token));
  if (!row) throw expired();
  return row;
}

/** Spends it: of two right answers racing, only one opens a session. */
export async function spendLoginChallenge(ctx: AppContext, token: string): Promise<void> {
  const spent = await ctx.db
    .update(twoFactorChallenges)
    .set({ usedAt: new Date() })
    .where(live(ctx, token))
    .returning({ userId: twoFactorChallenges.userId });
  if (spent.length === 0) throw expired();
}

/** The WebAuthn challenge issued for this login's passkey step. */
export async function rememberWebauthnChallenge(ctx: AppContext, token: string, challenge: string) {
  await ctx.db.update(twoFactorChallenges).set({ webauthnChallenge: challenge }).where(live(ctx, token));
}
