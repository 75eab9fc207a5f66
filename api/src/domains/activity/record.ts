import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityKind } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { KIND_OF_PERMISSION, sentenceOf } from './actions';
import { activityLog, activityLogLoginKeys } from './tables';

export type ActivityEntryInput = {
  principal: Principal;
  kind: ActivityKind;
  action: string;
  method: string;
  route: string;
  objectId: string | null;
  ip: string;
  userAgent: string;
};

/**
 * Appends one row. A login's row is written once per session: its object id goes first into
 * activity_log_login_keys (the unique key a partitioned table cannot hold, migration 1731), in the
 * same transaction, so a second notice of the same login adds nothing.
 */
export async function recordActivity(db: Db, e: ActivityEntryInput): Promise<void> {
  const row = {
    accountUserId: e.principal.userId,
    actorUserId: e.principal.actor.userId,
    actorName: e.principal.actor.nome,
    actorEmail: e.principal.actor.email,
    teamRole: e.principal.teamRole,
    kind: e.kind,
    action: e.action,
    method: e.method,
    route: e.route,
    objectId: e.objectId,
    ip: e.ip,
    userAgent: e.userAgent.slice(0, 300),
  };
  const objectId = e.objectId;
  if (e.kind !== 'login' || objectId === null) {
    await db.insert(activityLog).values(row);
    return;
  }
  await db.transaction(async (tx) => {
    const first = await tx
      .insert(activityLogLoginKeys)
      .values({ objectId })
      .onConflictDoNothing()
      .returning({ objectId: activityLogLoginKeys.objectId });
    if (first.length > 0) await tx.insert(activityLog).values(row);
  });
}

/** The route's `:id`, else its only parameter (`:paymentId`...): what the change was made to. */
function objectIdOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const values = Object.values(params).filter((v): v is string => typeof v === 'string');
  if (typeof params.id === 'string') return params.id;
  return values.length === 1 ? (values[0] ?? null) : null;
}

/** The row a finished request leaves, or null when it is not a member's successful change. */
export function entryOf(request: FastifyRequest, statusCode: number): ActivityEntryInput | null {
  const principal = request.principal;
  const { config, url } = request.routeOptions;
  if (!principal || principal.cargo === 'customer' || !url?.startsWith('/api/')) return null;
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  if (statusCode < 200 || statusCode >= 300 || !config.access || config.access === 'public') return null;
  const route = `${request.method} ${url}`;
  const objectId = objectIdOf(request);
  const action = sentenceOf(route, { id: objectId, body: request.body });
  if (action === null) return null;
  return {
    principal,
    kind: config.permission ? KIND_OF_PERMISSION[config.permission] : 'other',
    action,
    method: request.method,
    route,
    objectId,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/**
 * Records every successful change a business's people make through `/api` (issue 39). Written
 * after the answer is sent, as tracked background work: a failure is logged and never reaches the
 * caller, and the answer never waits for it. Logins are recorded by accounts' `noticeLogin`.
 */
export function registerActivity(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const entry = entryOf(request, reply.statusCode);
    if (entry) app.ctx.tasks.run(() => recordActivity(app.ctx.db, entry));
    done();
  });
}
