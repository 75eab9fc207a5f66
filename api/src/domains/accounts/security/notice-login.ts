import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { rowsOf } from '../../../platform/db/sql-helpers';
import type { Principal } from '../../../platform/principal';
import { recordActivity } from '../../activity';
import { enqueueMail } from '../../mail';
import { deviceLabel, sameDevice } from './device';
import { placeShown } from './place';

/** `place`: what a trusted proxy told when the session opened (placeOfRequest), null if nothing. */
export type LoginMeta = { ip: string; userAgent: string; sessionId: string; place?: string | null };

/** The user agents of the person's sessions opened before this one. */
async function earlierAgents(ctx: AppContext, userId: string, sessionId: string): Promise<string[]> {
  const rows = rowsOf<{ user_agent: string }>(
    await ctx.db.execute(sql`
      SELECT DISTINCT user_agent FROM sessions
       WHERE user_id = ${userId} AND id <> ${sessionId}
         AND created_at <= (SELECT created_at FROM sessions WHERE id = ${sessionId})`),
  );
  return rows.map((r) => r.user_agent);
}

/**
 * After every successful login (accounts/auth/login.ts): the login's row in 'Atividade' and, when
 * the person has signed in before but never from this browser and system, a 'new device' e-mail.
 * A first login ever mails nothing (every device is new then). Running twice for one session adds
 * nothing (one row per session, one e-mail per event key), and a failure is logged: it never
 * fails the login.
 */
export async function noticeLogin(ctx: AppContext, principal: Principal, meta: LoginMeta): Promise<void> {
  try {
    const earlier = await earlierAgents(ctx, principal.actor.userId, meta.sessionId);
    const isNewDevice = earlier.length > 0 && !earlier.some((ua) => sameDevice(ua, meta.userAgent));
    const device = deviceLabel(meta.userAgent);
    await ctx.db.transaction(async (tx) => {
      // A customer acts for no business: only the e-mail concerns it.
      if (principal.cargo !== 'customer')
        await recordActivity(tx, {
          principal,
          kind: 'login',
          action: `Entrou (${device})`,
          method: '',
          route: '',
          objectId: meta.sessionId,
          ip: meta.ip,
          userAgent: meta.userAgent,
        });
      if (!isNewDevice) return;
      await enqueueMail(tx, {
        kind: 'new_device_login',
        to: principal.actor.email,
        data: {
          nome: principal.actor.nome,
          device,
          place: placeShown(meta.place, meta.ip),
          ip: meta.ip,
          at: new Date().toISOString(),
        },
        eventKey: `new-device:${meta.sessionId}`,
        marketplaceId: principal.marketplaceId,
        sellerId: principal.sellerId,
      });
    });
  } catch (err) {
    ctx.log.error({ err }, 'login notice failed');
  }
}
