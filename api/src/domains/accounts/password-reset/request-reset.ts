import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { enqueueMail } from '../../mail';
import { sellers, users } from '../tables';
import { passwordResets } from './tables';

/** How long a reset link works. */
export const RESET_VALID_MINUTES = 30;

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * POST /password/forgot, first half: throttled before any lookup, so a flood costs only its counters
 * (shared by every instance, auth/fixed-window.ts) and tells nothing (known and unknown e-mails
 * alike). Limited by requester, not by target: per client address, then per client address and
 * e-mail, then a wide cap per e-mail across addresses that only requests let through by the
 * first two count towards. A flood from one address thus spends its own budget and never locks
 * the owner, asking from elsewhere, out of the reset (issue 35 item 11); the wide cap only spares
 * the inbox a flood from many addresses.
 */
export async function checkResetLimits(ctx: AppContext, email: string, ip: string): Promise<void> {
  const { perIp, perIpAndEmail, perEmail } = ctx.resetLimits;
  const checks = [() => perIp.hit(ip), () => perIpAndEmail.hit(`${ip} ${email}`), () => perEmail.hit(email)];
  // One after the other, stopping at the first refusal: a refused request counts in no later one.
  for (const check of checks) {
    const verdict = await check();
    if (!verdict.allowed)
      throw AppError.tooManyRequests(PASSWORD_RESET_MESSAGES.tooMany, verdict.retryAfterSeconds);
  }
}

/**
 * Second half, run after the answer (routes.ts), so a known and an unknown address take the same
 * path up to the reply and its time tells nothing. A registered, active login gets a fresh link
 * (256 random bits, only its hash stored) that voids its earlier ones, enqueued in the same
 * transaction.
 */
export async function issuePasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      marketplaceId: users.marketplaceId,
      sellerId: sellers.id,
    })
    .from(users)
    .leftJoin(sellers, eq(sellers.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  await ctx.db.transaction(async (tx) => {
    const { reset, token } = await issueResetToken(tx, user.id);
    await enqueueMail(tx, {
      kind: 'password_reset',
      to: user.email,
      data: { nome: user.nome, validMinutes: RESET_VALID_MINUTES },
      eventKey: `password-reset:${reset.id}`,
      secret: token,
      marketplaceId: user.marketplaceId,
      sellerId: user.sellerId,
    });
  });
}

/**
 * A fresh link for `userId` inside the caller's transaction, voiding its earlier ones: valid
 * `RESET_VALID_MINUTES`, or until `expiresAt` (a team invitation's link lives as long as it does).
 */
export async function issueResetToken(tx: Db, userId: string, expiresAt?: Date) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx
    .update(passwordResets)
    .set({ voidedAt: now })
    .where(
      and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), isNull(passwordResets.voidedAt)),
    );
  const [reset] = await tx
    .insert(passwordResets)
    .values({
      userId,
      tokenHash: hashResetToken(token),
      expiresAt: expiresAt ?? new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
    })
    .returning({ id: passwordResets.id });
  if (!reset) throw new Error('password reset insert returned nothing');
  return { reset, token };
}
