import type { Permission, Role } from '@pagora/shared';
import type { AppContext } from '../context';

/**
 * Who may call a route. Every `/api` route must state it (checked when the route is added):
 * 'public' (no token), 'authenticated' (any role) or the list of roles allowed.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

/** A route as the guard knows it: null permission for a route no team member can reach. */
export type ApiRoute = { method: string; url: string; access: Access; permission: Permission | null };

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every `/api` route with its access and team permission, as added (accounts/auth/guard.ts). */
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route serves a customer who has not yet confirmed its e-mail (session, profile, the
     * confirmation itself); every other route refuses it (accounts/auth/guard.ts).
     */
    beforeEmailConfirmed?: true;
    /**
     * What the caller's team role must allow (issue 39). Routes older than teams are named in
     * platform/route-permissions.ts; a staff route named in neither is refused when it is added.
     */
    permission?: Permission;
    /**
     * The route serves a person who must still set up two-step sign-in (session, logout, the
     * set-up itself); every other route refuses it until it has.
     */
    beforeTwoFactor?: true;
  }
}
