import { PAYMENT_METHOD_IDS, PIX_STATUS_POLL_MS } from '@pagora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linksContract,
  METHOD_INVALID,
  paymentBodySchema,
  paymentsContract as c,
} from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { addDemoSeeder } from '../demo';
import { seedDemoTransactions } from './demo-transactions';
import { boletoPdf } from './boleto/boleto-pdf';
import { loadBoletoDocument } from './boleto-document';
import { withDocumentToken } from './document-links';
import { payLink } from './pay-link';
import { quoteOrder } from './quote';
import { loadReceipt } from './receipt';
import { receiptPdf } from './receipt-pdf';
import { payInSandbox } from './sandbox-pay';
import { socketRoutes } from './socket';
import { webhookRoutes } from './webhook-routes';
import { gateway } from '../gateway';

// Once per process: the embedded mode's first start seeds twelve months of demo transactions.
addDemoSeeder(seedDemoTransactions);

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = { sandbox: gateway(app.ctx).sandbox, config: app.ctx.config.payments };

  const pay = on(c.pay);
  app.route({
    ...pay,
    schema: {
      ...pay.schema,
      // The method is checked by the registry (methods/), with the same answer the contract's list
      // gave: a method registered in its folder needs no change here.
      body: paymentBodySchema.extend({
        paymentMethod: z
          .string({ error: METHOD_INVALID })
          .meta({ description: `A registered payment method: ${PAYMENT_METHOD_IDS.join(', ')}.` }),
      }),
      headers: z.looseObject({
        'idempotency-key': z.string().optional(),
        'x-payer-token': z.string().optional(),
      }),
    },
    config: { access: 'public' },
    handler: async (request, reply) => {
      const { paymentLinkId } = request.params;
      const answer = await payLink(app.ctx, paymentLinkId, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        clientAddress: request.ip,
        payerToken: request.headers['x-payer-token'],
      });
      const sent = await withDocumentToken(app.ctx.db, answer);
      return sent.status === 402 ? reply.status(402).send(sent.body) : reply.status(200).send(sent.body);
    },
  });

  // Public like the payment: the page asks before paying (quantity, own amount, coupon).
  app.route({
    ...on(linksContract.quote),
    config: { access: 'public' },
    handler: async (request) => quoteOrder(app.ctx, request.params.linkId, request.body, request.ip),
  });

  app.route({
    ...on(c.checkoutConfig),
    config: { access: 'public' },
    handler: async () => ({
      sandbox: payments.sandbox,
      pixExpirySeconds: payments.config.pixExpirySeconds,
      pixStatusPollMs: PIX_STATUS_POLL_MS,
    }),
  });

  app.route({
    ...on(c.receipt),
    config: { access: 'public' },
    handler: async (request) => loadReceipt(app.ctx, request.params.id, request.query.t),
  });

  // The same right as the JSON receipt: the transaction's id with its document token (`?t=`).
  app.route({
    ...on(c.receiptPdf),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const receipt = await loadReceipt(app.ctx, request.params.id, request.query.t);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="comprovante-${receipt.id}.pdf"`)
        .send(await receiptPdf(receipt));
    },
  });

  // Like the receipt: the id with its document token (the payer's page and e-mail), never the id alone.
  app.route({
    ...on(c.boletoPdf),
    config: { access: 'public' },
    handler: async (request, reply) => {
      const boleto = await loadBoletoDocument(app.ctx, request.params.id, request.query.t);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="boleto-${boleto.id}.pdf"`)
        .send(await boletoPdf(boleto));
    },
  });

  // Only while the sandbox is the provider: with a real Zoop the route does not exist.
  if (payments.sandbox) {
    app.route({
      ...on(c.sandboxPay),
      config: { access: 'public' },
      handler: async (request, reply) => {
        return reply.status(202).send(await payInSandbox(app.ctx, request.params.transactionId));
      },
    });
  }

  await app.register(webhookRoutes);
  socketRoutes(app);
};
