import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditContract } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { on } from '../../platform/http/route';
import { listAudit } from './record';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(auditContract.list),
    config: { access: ['admin', 'marketplace', 'seller'] },
    handler: async (request) => {
      // The session's principal (set by the accounts guard); this domain sits below accounts.
      const who = request.principal;
      if (!who) throw AppError.unauthorized();
      return { dados: await listAudit(app.ctx.db, who, request.query.entidade, request.query.id) };
    },
  });
};
