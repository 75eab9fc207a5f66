import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamContract as c } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { requirePrincipal } from '../../../platform/principal';
import { inviteMember, resendInvitation } from './invite';
import { changeRole, removeMember, setTeamTwoFactor } from './manage';
import { listBusinesses, switchBusiness } from './switch';
import { listTeam } from './view';
import { sessionMetaOf } from '../security/place';

/**
 * 'Equipe' (issue 39): the business's team, read and changed by the roles with 'team' (owners and
 * administrators), always within the caller's own account. The business switcher is personal.
 */
const STAFF = ['admin', 'marketplace', 'seller'] as const;

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const team = { access: STAFF, permission: 'team' } as const;

  app.route({
    ...on(c.list),
    config: team,
    handler: async (request) => listTeam(ctx.db, requirePrincipal(request).userId),
  });

  app.route({
    ...on(c.invite),
    config: team,
    handler: async (request, reply) =>
      reply.code(201).send(await inviteMember(ctx, requirePrincipal(request), request.body)),
  });

  app.route({
    ...on(c.resend),
    config: team,
    handler: async (request) => resendInvitation(ctx, requirePrincipal(request), request.params.id),
  });

  app.route({
    ...on(c.requireTwoFactor),
    config: team,
    handler: async (request) => setTeamTwoFactor(ctx, requirePrincipal(request), request.body.required),
  });

  app.route({
    ...on(c.changeRole),
    config: team,
    handler: async (request) => changeRole(ctx, requirePrincipal(request), request.params.id, request.body),
  });

  app.route({
    ...on(c.remove),
    config: team,
    handler: async (request, reply) => {
      await removeMember(ctx, requirePrincipal(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...on(c.businesses),
    config: { access: STAFF, permission: 'personal', beforeTwoFactor: true },
    handler: async (request) => ({ data: await listBusinesses(ctx, requirePrincipal(request)) }),
  });

  app.route({
    ...on(c.switchBusiness),
    config: { access: STAFF, permission: 'personal' },
    handler: async (request) =>
      switchBusiness(
        ctx,
        requirePrincipal(request),
        request.body.membershipId,
        sessionMetaOf(request, ctx.config),
      ),
  });
};
