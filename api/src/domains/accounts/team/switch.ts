import { sql } from 'drizzle-orm';
import { TEAM_ROLE_LABELS, type TeamRole } from '@pagora/shared';
import type { Business } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import { rowsOf } from '../../../platform/db/sql-helpers';
import type { Principal } from '../../../platform/principal';
import { SESSION_CHANNEL } from '../auth/guard';
import { sessionAnswer } from '../auth/login';
import { createSession, revokeSession, type SessionMeta } from '../auth/sessions';
import { businessOf } from './view';

type MembershipRow = { id: string; role: TeamRole; name: string };

/** The person's accepted memberships in businesses that still exist. */
async function membershipsOf(ctx: AppContext, personId: string, id?: string): Promise<MembershipRow[]> {
  return rowsOf<MembershipRow>(
    await ctx.db.execute(sql`
      SELECT m.id, m.role,
             CASE WHEN a.cargo = 'admin' THEN 'Pagora (plataforma)' ELSE coalesce(s.nome, mk.nome, a.nome) END AS name
        FROM team_members m
        JOIN users a ON a.id = m.account_user_id AND a.deleted_at IS NULL
        LEFT JOIN sellers s ON s.user_id = a.id
        LEFT JOIN marketplaces mk ON a.cargo = 'marketplace' AND mk.id = a.marketplace_id
       WHERE m.user_id = ${personId} AND m.accepted_at IS NOT NULL AND m.removed_at IS NULL
         ${id === undefined ? sql`` : sql`AND m.id = ${id}`}
       ORDER BY m.accepted_at, m.id`),
  );
}

async function isMemberOnly(ctx: AppContext, personId: string): Promise<boolean> {
  const [row] = rowsOf<{ member_only: boolean }>(
    await ctx.db.execute(sql`SELECT member_only FROM users WHERE id = ${personId}`),
  );
  return row?.member_only ?? true;
}

/** GET /equipe/negocios: the businesses this login can act for, the current one marked. */
export async function listBusinesses(ctx: AppContext, who: Principal): Promise<Business[]> {
  const person = who.actor.userId;
  const own: Business[] = (await isMemberOnly(ctx, person))
    ? []
    : [
        {
          membershipId: null,
          businessName: (await businessOf(ctx.db, person)).name,
          role: 'owner',
          roleLabel: TEAM_ROLE_LABELS.owner,
          current: who.membershipId === null,
        },
      ];
  const teams = (await membershipsOf(ctx, person)).map((m) => ({
    membershipId: m.id,
    businessName: m.name,
    role: m.role,
    roleLabel: TEAM_ROLE_LABELS[m.role],
    current: who.membershipId === m.id,
  }));
  return [...own, ...teams];
}

/**
 * POST /equipe/trocar: a new session acting for the chosen business (or the login itself), and
 * the current one ends as a logout does. Only the caller's own accepted memberships.
 */
export async function switchBusiness(
  ctx: AppContext,
  who: Principal,
  membershipId: string | null,
  meta: SessionMeta,
) {
  const person = who.actor.userId;
  if (membershipId === null && (await isMemberOnly(ctx, person)))
    throw AppError.badRequest('Este login não tem um negócio próprio: escolha uma equipe.', 'membershipId');
  if (membershipId !== null && (await membershipsOf(ctx, person, membershipId)).length === 0)
    throw AppError.notFound('Equipe não encontrada.');
  const session = await createSession(ctx.db, person, ctx.config.tokenTtlSeconds, { ...meta, membershipId });
  const answer = await sessionAnswer(ctx, session);
  await revokeSession(ctx.db, who.sessionId);
  ctx.principals.dropSession(who.sessionId);
  await ctx.database.notify(SESSION_CHANNEL, `s:${who.sessionId}`);
  return answer;
}
