import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTEREST_PLAN_MESSAGES as M, interestPlansContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { listPlans } from './list-plans';
import { choosePlan, createPlan, removePlan, updatePlan } from './manage';

const OWNERS = ['marketplace', 'seller'] as const;
const READERS = ['admin', 'marketplace', 'seller'] as const;

export const interestPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: READERS },
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

  app.route({
    ...on(c.choose),
    config: { access: OWNERS },
    handler: async (request) => ({
      message: M.chosen,
      dados: await choosePlan(app.ctx, requirePrincipal(request), request.params.id),
    }),
  });
};
