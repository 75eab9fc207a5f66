import { sql } from 'drizzle-orm';
import { formatBRL, TEAM_ROLE_LABELS, type TeamRole } from '@pagora/shared';
import type { TeamAnswer, TeamMember } from '@pagora/shared/contracts';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/sql-helpers';
import { AppError } from '../../../platform/app-error';
import type { UserRow } from '../tables';

type Instant = Date | string | null;
type MemberRow = {
  id: string;
  user_id: string;
  nome: string;
  email: string;
  role: TeamRole;
  refund_limit_cents: string | number | null;
  invited_at: Instant;
  expires_at: Instant;
  accepted_at: Instant;
  last_seen_at: Instant;
  two_factor: boolean;
  expired: boolean;
};

const iso = (v: Instant) => (v === null ? null : new Date(v).toISOString());

export const memberNotFound = () => AppError.notFound('Membro da equipe não encontrado.');

/** A team row of `accountId` (the caller's account), not removed; a foreign or unknown id: 404. */
export async function memberRow(db: Db, accountId: string, id: string): Promise<MemberRow> {
  const [row] = await memberRows(db, accountId, id);
  if (!row) throw memberNotFound();
  return row;
}

async function memberRows(db: Db, accountId: string, id?: string): Promise<MemberRow[]> {
  return rowsOf<MemberRow>(
    await db.execute(sql`
      SELECT m.id, m.user_id, p.nome, p.email, m.role, m.refund_limit_cents, m.invited_at,
             m.expires_at, m.accepted_at, m.expires_at <= now() AS expired,
             p.two_factor_enabled_at IS NOT NULL AS two_factor,
             (SELECT max(s.last_seen_at) FROM sessions s WHERE s.membership_id = m.id) AS last_seen_at
        FROM team_members m JOIN users p ON p.id = m.user_id
       WHERE m.account_user_id = ${accountId} AND m.removed_at IS NULL
         ${id === undefined ? sql`` : sql`AND m.id = ${id}`}
       ORDER BY m.invited_at, m.id`),
  );
}

export function memberView(row: MemberRow): TeamMember {
  const cents = row.refund_limit_cents === null ? null : Number(row.refund_limit_cents);
  return {
    id: row.id,
    titular: false,
    nome: row.nome,
    email: row.email,
    role: row.role,
    roleLabel: TEAM_ROLE_LABELS[row.role],
    refundLimitCents: cents,
    refundLimit: cents === null ? null : formatBRL(cents),
    status: row.accepted_at !== null ? 'ativo' : row.expired ? 'expirado' : 'convidado',
    invitedAt: iso(row.invited_at),
    expiresAt: row.accepted_at !== null ? null : iso(row.expires_at),
    acceptedAt: iso(row.accepted_at),
    lastSeenAt: iso(row.last_seen_at),
    twoFactor: row.two_factor,
  };
}

export async function memberViewOf(db: Db, accountId: string, id: string): Promise<TeamMember> {
  return memberView(await memberRow(db, accountId, id));
}

type TitularRow = {
  nome: string;
  email: string;
  team_two_factor_required: boolean;
  two_factor: boolean;
  last_seen_at: Instant;
};

/** GET /equipe: the titular (the account's own login, always an owner) first, then its members. */
export async function listTeam(db: Db, accountId: string): Promise<TeamAnswer> {
  const [titular] = rowsOf<TitularRow>(
    await db.execute(sql`
      SELECT u.nome, u.email, u.team_two_factor_required, u.two_factor_enabled_at IS NOT NULL AS two_factor,
             (SELECT max(s.last_seen_at) FROM sessions s
               WHERE s.user_id = u.id AND s.membership_id IS NULL) AS last_seen_at
        FROM users u WHERE u.id = ${accountId}`),
  );
  if (!titular) throw memberNotFound();
  const owner: TeamMember = {
    id: accountId,
    titular: true,
    nome: titular.nome,
    email: titular.email,
    role: 'owner',
    roleLabel: TEAM_ROLE_LABELS.owner,
    refundLimitCents: null,
    refundLimit: null,
    status: 'ativo',
    invitedAt: null,
    expiresAt: null,
    acceptedAt: null,
    lastSeenAt: iso(titular.last_seen_at),
    twoFactor: titular.two_factor,
  };
  const members = (await memberRows(db, accountId)).map(memberView);
  return { members: [owner, ...members], twoFactorRequired: titular.team_two_factor_required };
}

/** The name a business goes by in the team's e-mails and the switcher. */
export async function businessOf(db: Db, accountId: string) {
  const [row] = rowsOf<{
    name: string;
    marketplace_id: string | null;
    seller_id: string | null;
    cargo: UserRow['cargo'];
  }>(
    await db.execute(sql`
      SELECT CASE WHEN u.cargo = 'admin' THEN 'Pagora (plataforma)' ELSE coalesce(s.nome, mk.nome, u.nome) END AS name,
             u.marketplace_id, s.id AS seller_id, u.cargo
        FROM users u
        LEFT JOIN sellers s ON s.user_id = u.id
        LEFT JOIN marketplaces mk ON u.cargo = 'marketplace' AND mk.id = u.marketplace_id
       WHERE u.id = ${accountId}`),
  );
  if (!row) throw memberNotFound();
  return { name: row.name, marketplaceId: row.marketplace_id, sellerId: row.seller_id, cargo: row.cargo };
}
