import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { enqueueMail } from '../../mail';
import { hashResetToken } from '../password-reset/request-reset';
import { emailVerifications } from './tables';

/** How long a confirmation link works: a day, the time to find the message and open it. */
export const VERIFY_VALID_HOURS = 24;

export type VerificationTarget = {
  id: string;
  nome: string;
  email: string;
  marketplaceId: string | null;
};

/**
 * A fresh confirmation link for the login's current address (256 random bits, only the hash kept),
 * voiding its earlier ones, and the message that carries it, in the caller's transaction: a login
 * created by sign-up or by a seller is never left without one. The message also tells the
 * address's owner that an account was created with it, and to ignore it if that was not them.
 */
export async function issueEmailVerification(tx: Db, user: VerificationTarget): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx
    .update(emailVerifications)
    .set({ voidedAt: now })
    .where(
      and(
        eq(emailVerifications.userId, user.id),
        isNull(emailVerifications.usedAt),
        isNull(emailVerifications.voidedAt),
      ),
    );
  const [row] = await tx
    .insert(emailVerifications)
    .values({
      userId: user.id,
      email: user.email.toLowerCase(),
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + VERIFY_VALID_HOURS * 3_600_000),
    })
    .returning({ id: emailVerifications.id });
  if (!row) throw new Error('email verification insert returned nothing');
  await enqueueMail(tx, {
    kind: 'email_verification',
    to: user.email,
    data: { nome: user.nome, email: user.email, validHours: VERIFY_VALID_HOURS },
    eventKey: `email-verification:${row.id}`,
    secret: token,
    marketplaceId: user.marketplaceId,
  });
}
