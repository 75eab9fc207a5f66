import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { INTEREST_PLAN_MESSAGES as M, interestPlansContract as c } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { on } from '../../platform/http/route';
import { choosePlan, createPlan, listPlans, removePlan, updatePlan, type Caller } from './manage';

const OWNERS = ['marketplace', 'seller'] as const;
const READERS = ['admin', 'marketplace', 'seller'] as const;

/** The session's principal (set by the accounts guard; this domain sits below accounts). */
function caller(request: FastifyRequest): Caller {
  const who = request.principal;
  if (!who) throw AppError.unauthorized();
  return who;
}

export const interestPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: READERS },
    handler: async (request) => listPlans(app.ctx, caller(request), request.params.userId, request.query),
  });

  app.route({
    ...on(c.create),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const dados = await createPlan(app.ctx, caller(request), request.body);
      return reply.code(201).send({ message: M.added, dados });
    },
  });

  app.route({
    ...on(c.update),
    config: { access: OWNERS },
    handler: async (request) => ({
      message: M.updated,
      dados: await updatePlan(app.ctx, caller(request), request.params.id, request.body),
    }),
  });

  app.route({
    ...on(c.remove),
    config: { access: OWNERS },
    handler: async (request) => {
      await removePlan(app.ctx, caller(request), request.params.id);
      return { message: M.removed };
    },
  });

  app.route({
    ...on(c.choose),
    config: { access: OWNERS },
    handler: async (request) => ({
      message: M.chosen,
      dados: await choosePlan(app.ctx, caller(request), request.params.id),
    }),
  });
};
