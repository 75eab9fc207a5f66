import { sql } from 'drizzle-orm';
import type { OpenSession } from '@pagora/shared/contracts';
import type { AppContext } from '../../../platform/context';
import { rowsOf } from '../../../platform/db/sql-helpers';
import type { Principal } from '../../../platform/principal';
import { SESSION_CHANNEL } from '../auth/guard';
import { deviceLabel } from './device';
import { placeShown } from './place';

type SessionRow = {
  id: string;
  user_agent: string;
  ip: string;
  place: string | null;
  business: string;
  created_at: Date | string;
  last_seen_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The person's sessions that still open doors: not ended, not expired, and acting for a business
 * it still belongs to (a removed membership's session is over, accounts/auth/sessions.ts).
 * Newest seen first.
 */
export async function openSessionsOf(ctx: AppContext, who: Principal): Promise<OpenSession[]> {
  const rows = rowsOf<SessionRow>(
    await ctx.db.execute(sql`
      SELECT s.id, s.user_agent, s.ip, s.place, acct.nome AS business, s.created_at, s.last_seen_at
        FROM sessions s
        LEFT JOIN team_members m ON m.id = s.membership_id
        JOIN users acct ON acct.id = coalesce(m.account_user_id, s.user_id)
       WHERE s.user_id = ${who.actor.userId} AND s.revoked_at IS NULL AND s.expires_at > now()
         AND (s.membership_id IS NULL OR m.removed_at IS NULL)
       ORDER BY coalesce(s.last_seen_at, s.created_at) DESC, s.created_at DESC`),
  );
  return rows.map((r) => ({
    id: r.id,
    device: deviceLabel(r.user_agent),
    ip: r.ip,
    place: placeShown(r.place, r.ip),
    business: r.business,
    createdAt: iso(r.created_at),
    lastSeenAt: r.last_seen_at === null ? null : iso(r.last_seen_at),
    current: r.id === who.sessionId,
  }));
}

/**
 * Ends the person's sessions `which` names (never another person's) and tells every instance at
 * once, as POST /logout does: revoked in the database first, then dropped from each cache.
 * Answers the ids ended.
 */
export async function endSessions(
  ctx: AppContext,
  who: Principal,
  which: { id: string } | { allBut: string | null },
): Promise<string[]> {
  const only = 'id' in which ? sql`AND id = ${which.id}` : sql``;
  const keep = 'allBut' in which && which.allBut ? sql`AND id <> ${which.allBut}` : sql``;
  const ended = rowsOf<{ id: string }>(
    await ctx.db.execute(sql`
      UPDATE sessions SET revoked_at = now()
       WHERE user_id = ${who.actor.userId} AND revoked_at IS NULL AND expires_at > now() ${only} ${keep}
       RETURNING id`),
  ).map((r) => r.id);
  for (const id of ended) {
    ctx.principals.dropSession(id);
    await ctx.database.notify(SESSION_CHANNEL, `s:${id}`);
  }
  return ended;
}
