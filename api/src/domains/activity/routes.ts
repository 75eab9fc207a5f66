import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { brasiliaToday } from '@pagora/shared';
import { activityCsv } from './export-csv';
import { listActivity } from './list';

/** Staff of a business read its log ('activity' permission); nobody writes it through a route. */
const READERS = ['admin', 'marketplace', 'seller'] as const;

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.route({
    ...on(c.list),
    config: { access: READERS, permission: 'activity' },
    handler: async (request) => listActivity(ctx.db, requirePrincipal(request), request.query),
  });
  app.route({
    ...on(c.exportCsv),
    config: { access: READERS, permission: 'activity' },
    handler: async (request, reply) => {
      const body = activityCsv(ctx.db, requirePrincipal(request), request.query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="atividade-${brasiliaToday()}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (never serialized); the contract's string type is the file's text.
          .send(body as unknown as string)
      );
    },
  });
};
