import { PIX_STATUS_POLL_MS } from '@pagora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema, uuidParam } from '../../lib/http-schemas';
import { addDemoSeeder } from '../demo/seed';
import { LINK_ID_PATTERN } from '../links/link-id';
import { LINK_INVALID } from '../links/payable-link';
import { seedDemoTransactions } from './demo-transactions';
import { payLink } from './pay-link';
import { paymentBodySchema } from './payment-request';
import { loadReceipt, receiptSchema } from './receipt';
import { payPixInSandbox } from './sandbox-pay';
import { socketRoutes } from './socket';
import { webhookRoutes } from './webhook-routes';

// Once per process: the embedded mode's first start seeds twelve months of demo transactions.
addDemoSeeder(seedDemoTransactions);

const cardResultSchema = z.object({
  status_transacao: z.enum(['pago', 'pendente', 'falha']),
  id: z.string(),
  valor: z.number(),
  parcelas: z.number().int(),
  valor_parcela: z.number(),
  bandeira: z.string().nullable(),
  final_cartao: z.string(),
});
const pixAnswerSchema = z.object({
  barCode: z.object({ emv: z.string() }),
  id_transacao: z.string(),
  id: z.string(),
  expiresAt: z.string(),
  valor: z.number(),
  status: z.literal('pendente_pix'),
});
const cardAnswerSchema = z.object({ data: z.object({ data: cardResultSchema }) });
const declinedSchema = errorSchema.extend({ data: z.object({ data: cardResultSchema }) });
const providerErrors = { 502: errorSchema, 503: errorSchema, 504: errorSchema };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.ctx;

  app.post('/payment/:paymentLinkId', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      summary: 'Pays a link by PIX or card. Send an Idempotency-Key header to make retries safe.',
      params: z.object({ paymentLinkId: z.string().regex(LINK_ID_PATTERN, { error: LINK_INVALID }) }),
      headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
      body: paymentBodySchema,
      response: {
        200: z.union([pixAnswerSchema, cardAnswerSchema]),
        402: declinedSchema,
        ...errorResponses,
        410: errorSchema,
        ...providerErrors,
      },
    },
    handler: async (request, reply) => {
      const { paymentLinkId } = request.params;
      const answer = await payLink(app.ctx, paymentLinkId, request.body, request.headers['idempotency-key']);
      return reply.status(answer.status as 200).send(answer.body as z.infer<typeof cardAnswerSchema>);
    },
  });

  app.get('/checkout-config', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      response: {
        200: z.object({
          sandbox: z.boolean(),
          pixExpirySeconds: z.number().int(),
          pixStatusPollMs: z.number().int(),
        }),
      },
    },
    handler: async () => ({
      sandbox: payments.sandbox,
      pixExpirySeconds: payments.config.pixExpirySeconds,
      pixStatusPollMs: PIX_STATUS_POLL_MS,
    }),
  });

  app.get('/receipt/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      params: z.object({ id: uuidParam }),
      response: { 200: receiptSchema, ...errorResponses },
    },
    handler: async (request) => loadReceipt(app.ctx, request.params.id),
  });

  // Only while the sandbox is the provider: with a real Zoop the route does not exist.
  if (payments.sandbox) {
    app.post('/sandbox/pay/:transactionId', {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox only: pays a pending PIX as the payer’s bank would.',
        params: z.object({ transactionId: uuidParam }),
        response: {
          202: z.object({ id: z.string(), message: z.string() }),
          ...errorResponses,
          ...providerErrors,
        },
      },
      handler: async (request, reply) => {
        const { id } = await payPixInSandbox(app.ctx, request.params.transactionId);
        return reply.status(202).send({ id, message: 'Pagamento PIX enviado ao sandbox.' });
      },
    });
  }

  await app.register(webhookRoutes);
  socketRoutes(app);
};
