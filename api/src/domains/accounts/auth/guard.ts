import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { loadPrincipal } from './sessions';
import type { Principal } from '../../../platform/principal';

export const SESSION_CHANNEL = 'pagora_session_changed';

/**
 * Guards every `/api` route by its declared `config.access`. A route without a declaration is
 * refused when it is added, so no endpoint can be forgotten open.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const principal = await authenticate(app, request);
    if (access !== 'authenticated' && !access.includes(principal.cargo)) throw AppError.forbidden();
    request.principal = principal;
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer '))
    throw AppError.unauthorized('Não autorizado. Faça login para continuar.');
  const { tokens, principals, db } = app.ctx;
  const check = tokens.read(header.slice(7).trim(), Math.floor(Date.now() / 1000));
  if (!check.ok) {
    throw AppError.unauthorized(
      check.reason === 'expired'
        ? 'Sua sessão expirou. Faça login novamente.'
        : 'Sessão inválida. Faça login novamente.',
    );
  }
  const cached = principals.get(check.claims.sessionId);
  if (cached) return cached;
  const principal = await loadPrincipal(db, check.claims.sessionId);
  if (!principal) throw AppError.unauthorized('Sua sessão expirou. Faça login novamente.');
  principals.set(principal);
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
