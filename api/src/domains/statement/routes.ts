import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { statementContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { reconcileOnDemand } from './daily-reconcile';
import { listDivergences } from './divergences';
import { exportStatement, readStatement, statementMonthPdf, type Download } from './reads';
import { feeIncome, marketplaceTotals } from './totals';

/**
 * The statement ('Extrato', issue 38). Sellers read their own; a marketplace its sellers' with
 * `?sellerId=` and its own fee income; an admin any seller's and the per-marketplace totals.
 */
const READERS = ['admin', 'marketplace', 'seller'] as const;

const download = (reply: FastifyReply, d: Download) =>
  reply
    .type(d.type)
    .header('content-disposition', `attachment; filename="${d.fileName}"`)
    .header('cache-control', 'no-store')
    // A stream is sent as it is (never serialized); the contract's string type is the file's text.
    .send(d.body as unknown as string);

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.route({
    ...on(c.list),
    config: { access: READERS },
    handler: async (request) => readStatement(ctx, requirePrincipal(request), request.query),
  });
  app.route({
    ...on(c.exportCsv),
    config: { access: READERS },
    handler: async (request, reply) =>
      download(reply, await exportStatement(ctx, requirePrincipal(request), request.query, 'csv')),
  });
  app.route({
    ...on(c.exportOfx),
    config: { access: READERS },
    handler: async (request, reply) =>
      download(reply, await exportStatement(ctx, requirePrincipal(request), request.query, 'ofx')),
  });
  app.route({
    ...on(c.monthPdf),
    config: { access: READERS },
    handler: async (request, reply) =>
      download(reply, await statementMonthPdf(ctx, requirePrincipal(request), request.query)),
  });
  app.route({
    ...on(c.divergences),
    config: { access: READERS },
    handler: async (request) => ({
      data: await listDivergences(ctx, requirePrincipal(request), request.query),
    }),
  });
  app.route({
    ...on(c.reconcile),
    config: { access: READERS },
    handler: async (request) => reconcileOnDemand(ctx, requirePrincipal(request), request.body),
  });
  app.route({
    ...on(c.feeIncome),
    config: { access: ['admin', 'marketplace'] },
    handler: async (request) => feeIncome(ctx, requirePrincipal(request), request.query),
  });
  app.route({
    ...on(c.marketplaces),
    config: { access: ['admin'] },
    handler: async (request) => marketplaceTotals(ctx, requirePrincipal(request), request.query),
  });
};
