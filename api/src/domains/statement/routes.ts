import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementContract as c } from '@pagora/shared/contracts';
import { heavyRead } from '../../platform/db/read-pool';
import { on } from '../../platform/http/route';
import { sendDownload } from '../../platform/http/download';
import { requirePrincipal } from '../../platform/principal';
import { reconcileOnDemand } from './daily-reconcile';
import { listDivergences } from './divergences';
import { exportStatement, readStatement, statementMonthPdf } from './reads';
import { feeIncome, marketplaceTotals } from './totals';

/**
 * The statement ('Extrato', issue 38). Sellers read their own; a marketplace its sellers' with
 * `?sellerId=` and its own fee income; an admin any seller's and the per-marketplace totals.
 */
const READERS = ['admin', 'marketplace', 'seller'] as const;

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.route({
    ...on(c.list),
    config: { access: READERS },
    handler: async (request) =>
      heavyRead(ctx, (readCtx) => readStatement(readCtx, requirePrincipal(request), request.query)),
  });
  app.route({
    ...on(c.exportCsv),
    config: { access: READERS },
    handler: async (request, reply) =>
      sendDownload(
        reply,
        await heavyRead(ctx, (readCtx) =>
          exportStatement(readCtx, requirePrincipal(request), request.query, 'csv'),
        ),
      ),
  });
  app.route({
    ...on(c.exportOfx),
    config: { access: READERS },
    handler: async (request, reply) =>
      sendDownload(
        reply,
        await heavyRead(ctx, (readCtx) =>
          exportStatement(readCtx, requirePrincipal(request), request.query, 'ofx'),
        ),
      ),
  });
  app.route({
    ...on(c.monthPdf),
    config: { access: READERS },
    handler: async (request, reply) =>
      sendDownload(
        reply,
        await heavyRead(ctx, (readCtx) =>
          statementMonthPdf(readCtx, requirePrincipal(request), request.query),
        ),
      ),
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
    handler: async (request) =>
      heavyRead(ctx, (readCtx) => feeIncome(readCtx, requirePrincipal(request), request.query)),
  });
  app.route({
    ...on(c.marketplaces),
    config: { access: ['admin'] },
    handler: async (request) =>
      heavyRead(ctx, (readCtx) => marketplaceTotals(readCtx, requirePrincipal(request), request.query)),
  });
};
