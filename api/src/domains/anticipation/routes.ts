import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anticipationContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { gateway } from '../gateway';
import { sellerInScope } from '../payouts';
import { confirmAnticipation } from './confirm';
import { listAnticipations, readAnticipation } from './history';
import { providerQuote, quoteView } from './quote';
import { syncOpenAnticipations } from './sync';

/**
 * Antecipação (issue 38). A seller quotes and confirms its own; a marketplace does it for one of
 * its sellers (`sellerId`); an admin reads every seller's history and changes nothing.
 */
const READERS = ['admin', 'marketplace', 'seller'] as const;
const ACTORS = ['marketplace', 'seller'] as const;
const idempotencyHeader = z.looseObject({ 'idempotency-key': z.string().optional() });

export const anticipationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.jobs.sweep('anticipations-sync', ctx.config.payments.pixExpirySweepMs, async () => {
    if (gateway(ctx).hasProvider) await syncOpenAnticipations(ctx);
  });

  app.route({
    ...on(c.quote),
    config: { access: ACTORS },
    handler: async (request) => {
      const seller = await sellerInScope(ctx.db, requirePrincipal(request), request.body.sellerId);
      return quoteView(seller.id, await providerQuote(ctx, seller, request.body));
    },
  });

  app.route({
    ...on(c.create),
    schema: { ...on(c.create).schema, headers: idempotencyHeader },
    config: { access: ACTORS },
    handler: async (request, reply) => {
      const { anticipation } = await confirmAnticipation(
        ctx,
        requirePrincipal(request),
        request.headers['idempotency-key'],
        request.body,
      );
      return reply.code(201).send(anticipation);
    },
  });

  app.route({
    ...on(c.list),
    config: { access: READERS },
    handler: async (request) => ({
      data: await listAnticipations(ctx, requirePrincipal(request), request.query.sellerId),
    }),
  });

  app.route({
    ...on(c.read),
    config: { access: READERS },
    handler: async (request) => readAnticipation(ctx, requirePrincipal(request), request.params.id),
  });
};
