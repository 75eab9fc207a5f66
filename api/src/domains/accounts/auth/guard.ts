import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { EMAIL_NOT_CONFIRMED } from '../email-verification/verified';
import { loadPrincipal } from './sessions';
import type { Principal } from '../../../platform/principal';
import type { Access, ApiRoute } from '../../../platform/types/fastify';
import { ROUTE_PERMISSIONS } from '../../../platform/route-permissions';
import { roleCan, TEAM_MESSAGES, type Permission } from '@pagora/shared';

export const SESSION_CHANNEL = 'pagora_session_changed';

/**
 * Guards every `/api` route by its declared `config.access`. A route without a declaration is
 * refused when it is added, so no endpoint can be forgotten open.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('principal', null);

  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', function (route) {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (!isApi) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const permission = permissionOf(methods[0] ?? 'GET', route.url, access, route.config?.permission);
    // The guard reads it from the route's own config, whichever way it was named.
    if (permission !== null) route.config = { ...route.config, permission };
    for (const method of methods) this.apiRoutes.push({ method, url: route.url, access, permission });
  });

  // Callback style: a session found in the cache (nearly every request) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return done();
    let known: Principal | string;
    try {
      known = cachedPrincipalOrSession(app, request);
    } catch (err) {
      return done(err as Error);
    }
    if (typeof known !== 'string') return done(admit(request, access, known));
    loadSession(app, known).then((principal) => done(admit(request, access, principal)), done);
  });
}

/**
 * The team permission a route asks: its own `config.permission`, else the table of the routes
 * older than teams; null for a route no team member reaches (public, or customers only).
 */
function permissionOf(method: string, url: string, access: Access, declared: Permission | undefined) {
  if (access === 'public') return null;
  if (access !== 'authenticated' && !access.some((r) => r !== 'customer')) return null;
  const permission = declared ?? ROUTE_PERMISSIONS[`${method} ${url}`];
  if (!permission)
    throw new Error(
      `Route ${method} ${url} names no team permission: set config.permission (or platform/route-permissions.ts)`,
    );
  return permission;
}

/**
 * Sets the request's principal when its role may call the route; the refusal otherwise. A customer
 * reads what is tied to its e-mail (payments by payer e-mail, subscriptions, cards), so until it
 * has proved it owns the address it may call only the routes marked `beforeEmailConfirmed`: one
 * check here covers every read, present and future (issue 35 item 8).
 */
function admit(request: FastifyRequest, access: Exclude<Access, 'public'>, principal: Principal) {
  if (access !== 'authenticated' && !access.includes(principal.cargo)) return AppError.forbidden();
  const config = request.routeOptions.config;
  // Nothing but its set-up (and the session itself) until a required second factor exists.
  if (principal.twoFactorSetupRequired && config.beforeTwoFactor !== true)
    return new AppError(403, 'two_factor_setup_required', TEAM_MESSAGES.twoFactorSetupRequired);
  if (config.permission && !roleCan(principal.teamRole, config.permission))
    return new AppError(403, 'team_forbidden', TEAM_MESSAGES.forbidden);
  const unconfirmed = principal.cargo === 'customer' && principal.emailVerified !== true;
  if (unconfirmed && request.routeOptions.config.beforeEmailConfirmed !== true)
    return new AppError(403, 'email_not_confirmed', EMAIL_NOT_CONFIRMED);
  request.principal = principal;
  return undefined;
}

/** The principal of the request's token from the cache, or the session id to load. */
function cachedPrincipalOrSession(app: FastifyInstance, request: FastifyRequest): Principal | string {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer '))
    throw AppError.unauthorized('Não autorizado. Faça login para continuar.');
  const check = app.ctx.tokens.read(header.slice(7).trim(), Math.floor(Date.now() / 1000));
  if (!check.ok) {
    throw AppError.unauthorized(
      check.reason === 'expired'
        ? 'Sua sessão expirou. Faça login novamente.'
        : 'Sessão inválida. Faça login novamente.',
    );
  }
  return app.ctx.principals.get(check.claims.sessionId) ?? check.claims.sessionId;
}

async function loadSession(app: FastifyInstance, sessionId: string): Promise<Principal> {
  const principal = await loadPrincipal(app.ctx.db, sessionId, app.ctx.config.twoFactor.required);
  if (!principal) throw AppError.unauthorized('Sua sessão expirou. Faça login novamente.');
  app.ctx.principals.set(principal);
  return principal;
}

/** Keeps every instance's cache honest: `s:<sessionId>` or `u:<userId>` dropped everywhere. */
export async function listenForSessionChanges(app: FastifyInstance): Promise<() => Promise<void>> {
  const { principals } = app.ctx;
  return app.ctx.database.listen(
    SESSION_CHANNEL,
    (payload) => {
      if (payload.startsWith('s:')) principals.dropSession(payload.slice(2));
      if (payload.startsWith('u:')) principals.dropUser(payload.slice(2));
    },
    // A revocation sent while the LISTEN connection was down is lost: check every session again.
    { onReconnect: () => principals.clear() },
  );
}
