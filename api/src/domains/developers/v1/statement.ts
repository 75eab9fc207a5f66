import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { v1StatementContract as c } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { readStatement } from '../../statement';
import { requireScope } from '../key-auth';
import { callerOf } from './guard';

/**
 * The statement on `/v1` (issue 38), inside `v1Routes` (its key guard applies): the back office's
 * read with the key owner as the caller, so the same tenant checks (another tenant's seller: 404).
 */
export const v1StatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.route({
    ...on(c.list),
    handler: async (request) => {
      const caller = callerOf(request);
      requireScope(caller, 'statement:read');
      return readStatement(ctx, caller.principal, request.query);
    },
  });
};
