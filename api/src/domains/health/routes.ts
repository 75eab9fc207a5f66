import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformContract } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(platformContract.health),
    config: { access: 'public' },
    handler: async () => {
      await app.ctx.database.query('SELECT 1');
      return { status: 'ok' as const, database: app.ctx.database.kind };
    },
  });
};
