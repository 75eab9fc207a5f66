import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVELOPER_MESSAGES as M, developerKeysContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { createApiKey, listApiKeys, revokeApiKey, rollApiKey } from './keys';
import { registerV1Docs } from './v1/docs';

const OWNERS = ['seller', 'marketplace'] as const;

/** 'Desenvolvedores' in the back office: secret keys (webhook endpoints in webhook-routes.ts). */
export const developerRoutes: FastifyPluginAsyncZod = async (app) => {
  registerV1Docs(app);

  app.route({
    ...on(c.create),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const created = await createApiKey(app.ctx, requirePrincipal(request), request.body);
      return reply.status(201).send({ message: M.keyCreated, ...created });
    },
  });

  app.route({
    ...on(c.list),
    config: { access: ['admin', ...OWNERS] },
    handler: async (request) => ({ dados: await listApiKeys(app.ctx, requirePrincipal(request)) }),
  });

  app.route({
    ...on(c.revoke),
    config: { access: OWNERS },
    handler: async (request) => {
      await revokeApiKey(app.ctx, requirePrincipal(request), request.params.id);
      return { message: M.keyRevoked };
    },
  });

  app.route({
    ...on(c.roll),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      const rolled = await rollApiKey(app.ctx, who, request.params.id, request.body.overlapHours);
      return reply.status(201).send({ message: M.keyRolled, ...rolled });
    },
  });
};
