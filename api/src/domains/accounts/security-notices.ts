import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { enqueueMail } from '../mail';
import type { Principal } from '../../platform/principal';
import { sessions } from './auth/tables';

/**
 * Security notices (issue 23), enqueued in the profile change's transaction: a new password tells
 * the owner; a new e-mail tells the old address (the owner, if someone else took the account) and
 * the new one.
 */
export async function enqueueSecurityNotices(
  tx: Db,
  who: Principal,
  change: { nome: string; oldEmail: string; newEmail: string; passwordChanged: boolean; at: Date },
): Promise<void> {
  const at = change.at.toISOString();
  const common = { marketplaceId: who.marketplaceId, sellerId: who.sellerId };
  const emailChanged = change.oldEmail.toLowerCase() !== change.newEmail.toLowerCase();
  if (change.passwordChanged) {
    await enqueueMail(tx, {
      ...common,
      kind: 'password_changed',
      to: change.newEmail,
      data: { nome: change.nome, at },
      eventKey: `profile-password:${who.userId}:${at}`,
    });
  }
  if (emailChanged) {
    for (const to of [change.oldEmail, change.newEmail]) {
      await enqueueMail(tx, {
        ...common,
        kind: 'email_changed',
        to,
        data: { nome: change.nome, newEmail: change.newEmail, at },
        eventKey: `profile-email:${who.userId}:${at}`,
      });
    }
  }
}

/**
 * A password set by a manager (records.ts `updateLogin`), in its transaction: every session of the
 * login ends (whoever held it must sign in with the new password) and the owner is told at the
 * address the login had before the change, which is the owner's even when the e-mail changed too.
 */
export async function passwordSetByManager(
  tx: Db,
  userId: string,
  owner: { nome: string; email: string; marketplaceId: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await enqueueMail(tx, {
    kind: 'password_changed',
    to: owner.email,
    data: { nome: owner.nome, at: at.toISOString() },
    eventKey: `manager-password:${userId}:${at.toISOString()}`,
    marketplaceId: owner.marketplaceId,
  });
}
