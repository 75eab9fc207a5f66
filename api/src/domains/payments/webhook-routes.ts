import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/http/error-responses';
import { receiveWebhook } from './webhooks';

/**
 * `POST /webhooks/zoop/:secret`, in its own scope: the body is kept as the raw text the provider
 * sent (parsing is the adapter's job), and the answer goes out as soon as the event is stored.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/zoop/:secret', {
    config: { access: 'public' },
    schema: {
      tags: ['payments'],
      summary:
        'Zoop event receiver; the path secret is WEBHOOK_SECRET. The Authorization header is checked only when ZOOP_WEBHOOK_AUTHORIZATION is set (401 otherwise).',
      params: z.object({ secret: z.string().max(200) }),
      response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }), ...errorResponses },
    },
    handler: async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const { duplicate } = await receiveWebhook(app.ctx, request.params.secret, raw, request.headers);
      return { received: true as const, duplicate };
    },
  });
};
