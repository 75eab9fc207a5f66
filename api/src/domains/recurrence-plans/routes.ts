import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAN_MESSAGES as M, recurrencePlansContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { createPlan, listPlans, removePlan, updatePlan } from './manage';

const OWNERS = ['marketplace', 'seller'] as const;

export const recurrencePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: ['admin', ...OWNERS] },
    handler: async (request) =>
      listPlans(app.ctx, requirePrincipal(request), request.params.userId, request.query),
  });
  app.route({
    ...on(c.create),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const dados = await createPlan(app.ctx, requirePrincipal(request), request.body);
      return reply.code(201).send({ message: M.added, dados });
    },
  });
  app.route({
    ...on(c.update),
    config: { access: OWNERS },
    handler: async (request) => ({
      message: M.updated,
      dados: await updatePlan(app.ctx, requirePrincipal(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...on(c.remove),
    config: { access: OWNERS },
    handler: async (request) => {
      await removePlan(app.ctx, requirePrincipal(request), request.params.id);
      return { message: M.removed };
    },
  });
};
