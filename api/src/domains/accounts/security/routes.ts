import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SECURITY_MESSAGES, securityContract as c } from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import { on } from '../../../platform/http/route';
import { requirePrincipal } from '../../../platform/principal';
import { endSessions, openSessionsOf } from './open-sessions';

/** Every staff login reads and ends its own sessions ('Segurança'); it acts as the person. */
const STAFF = ['admin', 'marketplace', 'seller'] as const;

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.route({
    ...on(c.sessions),
    config: { access: STAFF, permission: 'personal' },
    handler: async (request) => ({ data: await openSessionsOf(ctx, requirePrincipal(request)) }),
  });
  app.route({
    ...on(c.endSession),
    config: { access: STAFF, permission: 'personal' },
    handler: async (request) => {
      const ended = await endSessions(ctx, requirePrincipal(request), { id: request.params.id });
      if (ended.length === 0) throw AppError.notFound(SECURITY_MESSAGES.sessionNotFound);
      return { message: SECURITY_MESSAGES.ended, encerradas: 1 };
    },
  });
  app.route({
    ...on(c.endSessions),
    config: { access: STAFF, permission: 'personal' },
    handler: async (request) => {
      const who = requirePrincipal(request);
      const ended = await endSessions(ctx, who, { allBut: request.body.todas ? null : who.sessionId });
      return { message: SECURITY_MESSAGES.endedMany(ended.length), encerradas: ended.length };
    },
  });
};
