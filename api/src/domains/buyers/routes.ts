import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_INVITE_MESSAGES, BUYER_MESSAGES as M, buyersContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { createOnce } from '../idempotency';
import { requirePrincipal } from '../../platform/principal';
import { buyerPage, createBuyer, removeBuyer, resendInvitation, updateBuyer } from './manage';

/**
 * Sellers manage their buyers; a marketplace those of its sellers (spec 001 section 6). An admin
 * reads every buyer and changes none (issue 12: an admin reads everything). Customers: 403.
 */
const READERS = ['admin', 'marketplace', 'seller'] as const;
const MANAGERS = ['marketplace', 'seller'] as const;

export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: READERS },
    handler: async (request) =>
      buyerPage(app.ctx, requirePrincipal(request), request.params.sellerId, request.query),
  });

  app.route({
    ...on(c.create),
    config: { access: MANAGERS },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      const key = request.headers['idempotency-key'];
      const body = await createOnce(app.ctx, who, 'buyers', key, request.body, async () => ({
        message: M.added,
        dados: await createBuyer(app.ctx, who, request.body),
      }));
      return reply.code(201).send(body);
    },
  });

  app.route({
    ...on(c.update),
    config: { access: MANAGERS },
    handler: async (request) => ({
      message: M.updated,
      dados: await updateBuyer(app.ctx, requirePrincipal(request), request.params.id, request.body),
    }),
  });

  app.route({
    ...on(c.resendInvite),
    config: { access: MANAGERS, permission: 'sell' },
    handler: async (request) => ({
      message: ACCOUNT_INVITE_MESSAGES.resent,
      dados: await resendInvitation(app.ctx, requirePrincipal(request), request.params.id),
    }),
  });

  app.route({
    ...on(c.remove),
    config: { access: MANAGERS },
    handler: async (request) => {
      await removeBuyer(app.ctx, requirePrincipal(request), request.params.id);
      return { message: M.removed };
    },
  });
};
