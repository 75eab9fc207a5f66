import zlib from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transactionsContract as c } from '@pagora/shared/contracts';
import { heavyRead } from '../../platform/db/read-pool';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { twelveMonths } from './aggregates';
import { exportFileName, exportTransactions } from './export-csv';
import { acceptLatePayment } from './late-review';
import { listTransactions } from './list-transactions';
import { refundOwnTransaction } from './own-transaction';
import { callerScope, narrowScope } from './scope';
import { sellerDashboard } from './seller-dash';

const MANAGERS = ['admin', 'marketplace', 'seller'] as const;

export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: 'authenticated' },
    handler: async (request) =>
      heavyRead(app.ctx, (ctx) =>
        listTransactions(ctx, requirePrincipal(request), request.params.userId, request.query),
      ),
  });

  app.route({
    ...on(c.exportCsv),
    config: { access: 'authenticated' },
    // A file of millions of rows: compressed at the fastest level, which still shrinks CSV text
    // several times, where the default level took a fifth of the export's CPU (issue 42).
    compress: {
      zlibOptions: { level: zlib.constants.Z_BEST_SPEED },
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
    },
    handler: async (request, reply) => {
      const csv = await heavyRead(app.ctx, (ctx) =>
        exportTransactions(ctx, requirePrincipal(request), request.params.userId, request.query),
      );
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
          .header('cache-control', 'no-store')
          // A stream is sent as it is (never serialized); the contract's string type is the CSV text.
          .send(csv as unknown as string)
      );
    },
  });

  const refund = on(c.refund);
  app.route({
    ...refund,
    schema: { ...refund.schema, headers: z.looseObject({ 'idempotency-key': z.string().optional() }) },
    config: { access: MANAGERS },
    handler: async (request) =>
      refundOwnTransaction(
        app.ctx,
        requirePrincipal(request),
        request.params.id,
        request.body.amount,
        request.headers['idempotency-key'],
      ),
  });

  app.route({
    ...on(c.reviewLate),
    config: { access: MANAGERS },
    handler: async (request) => acceptLatePayment(app.ctx, requirePrincipal(request), request.params.id),
  });

  app.route({
    ...on(c.sellerDash),
    config: { access: MANAGERS },
    handler: async (request) =>
      heavyRead(app.ctx, (ctx) => sellerDashboard(ctx, requirePrincipal(request), request.params.userId)),
  });

  app.route({
    ...on(c.monthly),
    config: { access: MANAGERS },
    handler: async (request) => {
      const who = requirePrincipal(request);
      return heavyRead(app.ctx, async ({ db }) => {
        const scope = await narrowScope(db, who, callerScope(who, who.userId), request.query);
        return { dados: await twelveMonths(db, scope) };
      });
    },
  });
};
