import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformContract } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { notReadyReason, replicaState } from './readiness';

/** Seconds a balancer waits before asking an instance that is not ready again. */
const NOT_READY_RETRY_AFTER = 5;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: answers as long as the process does, so a database outage never gets it restarted.
  app.route({
    ...on(platformContract.health),
    config: { access: 'public' },
    handler: async () => ({ status: 'ok' as const, database: app.ctx.database.kind }),
  });

  app.route({
    ...on(platformContract.ready),
    config: { access: 'public' },
    handler: async (_request, reply) => {
      const reason = await notReadyReason(app.ctx);
      if (reason === null) {
        const replica = await replicaState(app.ctx);
        return { status: 'ready' as const, database: app.ctx.database.kind, ...(replica && { replica }) };
      }
      return reply
        .status(503)
        .header('retry-after', String(NOT_READY_RETRY_AFTER))
        .send({ message: `Serviço temporariamente indisponível: ${reason}`, code: 'not_ready' });
    },
  });
};
