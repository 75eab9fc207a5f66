import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { reaisToCents, TEAM_ROLE_LABELS, type TeamRole } from '@pagora/shared';
import type { TeamInvite } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/sql-helpers';
import type { Principal } from '../../../platform/principal';
import { enqueueMail } from '../../mail';
import { hashPassword } from '../auth/password';
import { issueResetToken } from '../password-reset/request-reset';
import { findUserByEmail } from '../repository';
import { users, type UserRow } from '../tables';
import { businessOf, memberRow, memberViewOf } from './view';

/** How long an invitation (and its link to set the password) can be accepted. */
export const INVITE_VALID_DAYS = 7;

export const ownersOnly = () =>
  new AppError(
    403,
    'team_owner_only',
    'Só um proprietário pode conceder, alterar ou remover o papel de proprietário.',
  );

/** The refund limit in cents of a finance member (the contract already checked the text). */
export const refundLimitCentsOf = (input: { role: TeamRole; refundLimit?: string | number | null }) =>
  input.role === 'finance' && input.refundLimit !== undefined && input.refundLimit !== null
    ? reaisToCents(input.refundLimit)
    : null;

/**
 * POST /equipe/convites. A new address gets a login of its own (it acts only through its
 * memberships) and a link to set its password, valid as long as the invitation; a known login is
 * told to sign in. Re-inviting someone removed or whose invitation expired reuses its row.
 */
export async function inviteMember(ctx: AppContext, who: Principal, input: TeamInvite) {
  if (input.role === 'owner' && who.teamRole !== 'owner') throw ownersOnly();
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing?.cargo === 'customer')
    throw AppError.badRequest(
      'Este email é de um cliente e não pode entrar na equipe.',
      'email',
      'team_customer',
    );
  if (existing?.deletedAt)
    throw AppError.badRequest('Este email pertence a um acesso removido e não pode ser convidado.', 'email');
  if (existing?.id === who.userId)
    throw AppError.conflict('Este email é o do titular da conta.', 'team_member_exists');
  if (existing) await refuseCurrentMember(ctx.db, who.userId, existing.id);
  const business = await businessOf(ctx.db, who.userId);
  const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000);
  const id = await ctx.db.transaction(async (tx) => {
    const personId = existing?.id ?? (await insertMemberLogin(tx, input, business));
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        INSERT INTO team_members (account_user_id, user_id, role, refund_limit_cents, invited_by, expires_at)
        VALUES (${who.userId}, ${personId}, ${input.role}, ${refundLimitCentsOf(input)}, ${who.actor.userId}, ${expiresAt})
        ON CONFLICT (account_user_id, user_id) DO UPDATE
           SET role = EXCLUDED.role, refund_limit_cents = EXCLUDED.refund_limit_cents,
               invited_by = EXCLUDED.invited_by, invited_at = now(), expires_at = EXCLUDED.expires_at,
               accepted_at = NULL, removed_at = NULL, updated_at = now()
         WHERE team_members.removed_at IS NOT NULL
            OR (team_members.accepted_at IS NULL AND team_members.expires_at <= now())
        RETURNING id`),
    );
    // Someone invited the same person a moment ago.
    if (!row) throw alreadyInvited();
    await sendInvitation(tx, who, { memberId: row.id, personId, role: input.role, expiresAt, business });
    return row.id;
  });
  return memberViewOf(ctx.db, who.userId, id);
}

/** POST /equipe/:id/reenviar: an invitation not yet accepted gets a new expiry and a new e-mail. */
export async function resendInvitation(ctx: AppContext, who: Principal, id: string) {
  const row = await memberRow(ctx.db, who.userId, id);
  if (row.accepted_at !== null)
    throw AppError.conflict('Este convite já foi aceito.', 'team_invite_accepted');
  const business = await businessOf(ctx.db, who.userId);
  const expiresAt = new Date(Date.now() + INVITE_VALID_DAYS * 86_400_000);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE team_members SET expires_at = ${expiresAt}, invited_by = ${who.actor.userId}, updated_at = now()
           WHERE id = ${id} AND accepted_at IS NULL AND removed_at IS NULL`,
    );
    await sendInvitation(tx, who, {
      memberId: id,
      personId: row.user_id,
      role: row.role,
      expiresAt,
      business,
    });
  });
  return memberViewOf(ctx.db, who.userId, id);
}

const alreadyInvited = () =>
  AppError.conflict('Esta pessoa já tem um convite pendente: use "Reenviar convite".', 'team_invite_pending');

async function refuseCurrentMember(db: Db, accountId: string, personId: string) {
  const [row] = rowsOf<{ accepted: boolean; expired: boolean }>(
    await db.execute(sql`
      SELECT accepted_at IS NOT NULL AS accepted, expires_at <= now() AS expired FROM team_members
       WHERE account_user_id = ${accountId} AND user_id = ${personId} AND removed_at IS NULL`),
  );
  if (row?.accepted) throw AppError.conflict('Esta pessoa já faz parte da equipe.', 'team_member_exists');
  if (row && !row.expired) throw alreadyInvited();
}

async function insertMemberLogin(
  tx: Db,
  input: TeamInvite,
  business: { cargo: UserRow['cargo']; marketplaceId: string | null },
): Promise<string> {
  // Nobody knows this password: the invitation's link sets the real one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const [row] = await tx
    .insert(users)
    .values({
      nome: input.nome,
      email: input.email,
      passwordHash,
      cargo: business.cargo,
      marketplaceId: business.marketplaceId,
      memberOnly: true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('member login insert returned nothing');
  return row.id;
}

/**
 * The invitation e-mail. A login that never set a password of its own (made by an invitation
 * and never accepted one) gets the link to set it, valid until the invitation expires.
 */
async function sendInvitation(
  tx: Db,
  who: Principal,
  i: {
    memberId: string;
    personId: string;
    role: TeamRole;
    expiresAt: Date;
    business: { name: string; marketplaceId: string | null; sellerId: string | null };
  },
) {
  const [person] = rowsOf<{ nome: string; email: string; needs_password: boolean }>(
    await tx.execute(sql`
      SELECT u.nome, u.email, u.member_only AND NOT EXISTS (
               SELECT 1 FROM team_members m WHERE m.user_id = u.id AND m.accepted_at IS NOT NULL
             ) AS needs_password
        FROM users u WHERE u.id = ${i.personId}`),
  );
  if (!person) throw new Error('invited login vanished');
  const token = person.needs_password
    ? (await issueResetToken(tx, i.personId, i.expiresAt)).token
    : undefined;
  await enqueueMail(tx, {
    kind: 'team_invite',
    to: person.email,
    data: {
      nome: person.nome,
      businessName: i.business.name,
      roleLabel: TEAM_ROLE_LABELS[i.role],
      invitedBy: who.actor.nome,
      expiresAt: i.expiresAt.toISOString(),
      newLogin: person.needs_password,
    },
    eventKey: `team-invite:${i.memberId}:${i.expiresAt.toISOString()}`,
    ...(token ? { secret: token } : {}),
    marketplaceId: i.business.marketplaceId,
    sellerId: i.business.sellerId,
  });
}
