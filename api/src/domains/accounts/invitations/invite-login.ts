import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AccountInvite } from '@pagora/shared/contracts';
import type { Db } from '../../../platform/db/client';
import { enqueueMail } from '../../mail';
import { hashPassword } from '../auth/password';
import { issueResetToken } from '../password-reset/request-reset';
import { users } from '../tables';
import { accountInvitations } from './tables';

/** How long the link to set one's password works; 'Reenviar convite' starts it again. */
export const ACCOUNT_INVITE_VALID_DAYS = 7;

/** A hash of a password nobody knows: the login exists but cannot sign in until its link is used. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

export type Invitation = {
  /** The new login. */
  userId: string;
  nome: string;
  email: string;
  /** Who is inviting, as the person knows them (the seller for a buyer, the marketplace for a seller). */
  businessName: string;
  /** What the person becomes there. */
  role: 'buyer' | 'seller';
  invitedBy: { userId: string; nome: string };
  /** The brand the e-mail wears, as the other messages of that business. */
  marketplaceId: string | null;
  sellerId: string | null;
};

/**
 * Inside the transaction that makes the login: the invitation row, a fresh link to set the
 * password (valid as long as the invitation, voiding earlier ones) and the e-mail, so either all
 * of it is written or none. A resend calls it again for the same login.
 */
export async function sendAccountInvitation(tx: Db, i: Invitation): Promise<void> {
  const expiresAt = new Date(Date.now() + ACCOUNT_INVITE_VALID_DAYS * 86_400_000);
  await tx
    .insert(accountInvitations)
    .values({ userId: i.userId, invitedBy: i.invitedBy.userId, expiresAt })
    .onConflictDoUpdate({
      target: accountInvitations.userId,
      set: { invitedBy: i.invitedBy.userId, expiresAt, sentAt: sql`now()` },
    });
  const { reset, token } = await issueResetToken(tx, i.userId, expiresAt);
  await enqueueMail(tx, {
    kind: 'account_invite',
    to: i.email,
    data: {
      nome: i.nome,
      businessName: i.businessName,
      role: i.role,
      invitedBy: i.invitedBy.nome,
      expiresAt: expiresAt.toISOString(),
    },
    eventKey: `account-invite:${reset.id}`,
    secret: token,
    marketplaceId: i.marketplaceId,
    sellerId: i.sellerId,
  });
}

/**
 * The login set its password through the link (or signed in): its invitation is accepted. Through
 * the link (`viaLink`), the e-mailed address is also confirmed: only its owner could open it.
 */
export async function acceptAccountInvitation(db: Db, userId: string, viaLink = false): Promise<void> {
  const accepted = await db
    .update(accountInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(and(eq(accountInvitations.userId, userId), isNull(accountInvitations.acceptedAt)))
    .returning({ userId: accountInvitations.userId });
  if (viaLink && accepted.length > 0)
    await db
      .update(users)
      .set({ verifiedEmail: sql`lower(${users.email})` })
      .where(and(eq(users.id, userId), isNull(users.verifiedEmail)));
}

/** Whether an invitation of `userId` is still open (not accepted): only then may it be sent again. */
export async function invitationOpen(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountInvitations.userId })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.userId, userId), isNull(accountInvitations.acceptedAt)));
  return row !== undefined;
}

/**
 * What a list shows of each login's invitation: 'pendente' (link still valid), 'expirado' (ask
 * again) or 'aceito'; a login that was never invited (signed up itself, or older) is absent.
 */
export async function invitationsOf(db: Db, userIds: readonly string[]): Promise<Map<string, AccountInvite>> {
  const out = new Map<string, AccountInvite>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({
      userId: accountInvitations.userId,
      expiresAt: accountInvitations.expiresAt,
      acceptedAt: accountInvitations.acceptedAt,
      valid: sql<boolean>`${gt(accountInvitations.expiresAt, sql`now()`)}`,
    })
    .from(accountInvitations)
    .where(inArray(accountInvitations.userId, [...userIds]));
  for (const r of rows) {
    const status = r.acceptedAt ? 'aceito' : r.valid ? 'pendente' : 'expirado';
    out.set(r.userId, { status, expiraEm: r.expiresAt.toISOString() });
  }
  return out;
}
