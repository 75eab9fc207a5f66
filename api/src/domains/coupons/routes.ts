import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponsContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { changeCouponActive, createCoupon, editCoupon, listCoupons, removeCoupon } from './manage';

/**
 * 'Cupons' (issue 40). A seller manages its own, a marketplace owner its sellers'; an admin reads
 * every coupon and changes none. Customers: 403.
 */
const READ = { access: ['admin', 'marketplace', 'seller'], permission: 'read' } as const;
const WRITE = { access: ['marketplace', 'seller'], permission: 'sell' } as const;

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...on(c.list),
    config: READ,
    handler: async (request) => ({
      data: await listCoupons(ctx, requirePrincipal(request), request.query.sellerId),
    }),
  });

  app.route({
    ...on(c.create),
    config: WRITE,
    handler: async (request, reply) =>
      reply.code(201).send(await createCoupon(ctx, requirePrincipal(request), request.body)),
  });

  app.route({
    ...on(c.update),
    config: WRITE,
    handler: async (request) => editCoupon(ctx, requirePrincipal(request), request.params.id, request.body),
  });

  app.route({
    ...on(c.setActive),
    config: WRITE,
    handler: async (request) =>
      changeCouponActive(ctx, requirePrincipal(request), request.params.id, request.body.active),
  });

  app.route({
    ...on(c.remove),
    config: WRITE,
    handler: async (request, reply) => {
      await removeCoupon(ctx, requirePrincipal(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
