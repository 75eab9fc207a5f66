import { eq, sql } from 'drizzle-orm';
import { roleNeedsTwoFactor, type TeamRole } from '@pagora/shared';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/sql-helpers';
import type { Principal } from '../../../platform/principal';
import { sessions } from './tables';

/** Who opens a session from where: address, browser, and the place a trusted proxy told (or null). */
export type SessionMeta = { ip: string; userAgent: string; place?: string | null };

export async function createSession(
  db: Db,
  userId: string,
  ttlSeconds: number,
  meta: SessionMeta & { membershipId?: string | null },
) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
      membershipId: meta.membershipId ?? null,
      place: meta.place ?? null,
      lastSeenAt: new Date(),
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { id: row.id, expiresAt };
}

type PrincipalRow = {
  session_id: string;
  account_id: string;
  account_nome: string;
  account_email: string;
  cargo: Principal['cargo'];
  marketplace_id: string | null;
  seller_id: string | null;
  actor_id: string;
  actor_nome: string;
  actor_email: string;
  actor_verified: boolean;
  membership_id: string | null;
  role: TeamRole | null;
  refund_limit_cents: string | number | null;
  two_factor_on: boolean;
  team_requires: boolean;
};

/**
 * The principal of a live session: the person who logged in (`actor`) acting for the account its
 * session names (a team membership still accepted and not removed), or for itself. A session
 * whose membership was removed, or a member-only login without one, has no principal: it ends.
 * `enforceTwoFactor` is the platform's rule (config): admins and roles that move money out or make
 * API keys need a second factor; an owner may require it of its whole team regardless. Loading it
 * (once per cache miss, accounts/auth/principal-cache.ts) also marks the session seen, at most
 * once a minute, for 'Segurança'.
 */
export async function loadPrincipal(
  db: Db,
  sessionId: string,
  enforceTwoFactor = false,
): Promise<Principal | null> {
  const [row] = rowsOf<PrincipalRow>(
    await db.execute(sql`
      WITH seen AS (
        UPDATE sessions SET last_seen_at = now()
         WHERE id = ${sessionId} AND (last_seen_at IS NULL OR last_seen_at < now() - interval '1 minute')
      )
      SELECT s.id AS session_id,
             acct.id AS account_id, acct.nome AS account_nome, acct.email AS account_email,
             acct.cargo, acct.marketplace_id, sel.id AS seller_id,
             person.id AS actor_id, person.nome AS actor_nome, person.email AS actor_email,
             coalesce(person.verified_email = lower(person.email), false) AS actor_verified,
             m.id AS membership_id, m.role, m.refund_limit_cents,
             person.two_factor_enabled_at IS NOT NULL AS two_factor_on,
             m.id IS NOT NULL AND acct.team_two_factor_required AS team_requires
        FROM sessions s
        JOIN users person ON person.id = s.user_id
        LEFT JOIN team_members m
               ON m.id = s.membership_id AND m.removed_at IS NULL AND m.accepted_at IS NOT NULL
        JOIN users acct ON acct.id = coalesce(m.account_user_id, person.id)
        LEFT JOIN sellers sel ON sel.user_id = acct.id
       WHERE s.id = ${sessionId} AND s.revoked_at IS NULL AND s.expires_at > now()
         AND (s.membership_id IS NULL OR m.id IS NOT NULL)
         AND (s.membership_id IS NOT NULL OR NOT person.member_only)
         AND acct.deleted_at IS NULL
       LIMIT 1`),
  );
  return row ? principalOf(row, enforceTwoFactor) : null;
}

function principalOf(row: PrincipalRow, enforceTwoFactor: boolean): Principal {
  const teamRole: TeamRole = row.role ?? 'owner';
  const required =
    (enforceTwoFactor && row.cargo !== 'customer' && roleNeedsTwoFactor(row.cargo, teamRole)) ||
    row.team_requires;
  return {
    sessionId: row.session_id,
    userId: row.account_id,
    nome: row.account_nome,
    email: row.account_email,
    cargo: row.cargo,
    marketplaceId: row.marketplace_id,
    sellerId: row.seller_id,
    emailVerified: row.actor_verified,
    actor: { userId: row.actor_id, nome: row.actor_nome, email: row.actor_email },
    teamRole,
    membershipId: row.membership_id,
    refundLimitCents: row.refund_limit_cents === null ? null : Number(row.refund_limit_cents),
    twoFactorSetupRequired: required && !row.two_factor_on,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
