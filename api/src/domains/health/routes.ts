import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    },
    handler: async () => {
      await app.ctx.database.query('SELECT 1');
      return { status: 'ok' as const, database: app.ctx.database.kind };
    },
  });
};
