import type { Role } from '@pagora/shared';
import type { AppContext } from '../context';

/**
 * Who may call a route. Every `/api` route must state it (checked when the route is added):
 * 'public' (no token), 'authenticated' (any role) or the list of roles allowed.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route serves a customer who has not yet confirmed its e-mail (session, profile, the
     * confirmation itself); every other route refuses it (accounts/auth/guard.ts).
     */
    beforeEmailConfirmed?: true;
  }
}
