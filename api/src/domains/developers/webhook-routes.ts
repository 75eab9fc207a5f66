import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVELOPER_MESSAGES as M, developerWebhooksContract as c } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import {
  createWebhookEndpoint,
  enableWebhookEndpoint,
  listWebhookEndpoints,
  removeWebhookEndpoint,
  rollSigningSecret,
} from './webhooks/endpoints';
import { listDeliveries, retryDelivery, retryFailedSince, sendTestEvent } from './webhooks/log';

const OWNERS = ['seller', 'marketplace'] as const;
const READERS = ['admin', ...OWNERS] as const;

/** 'Desenvolvedores' › Webhooks: endpoints, the delivery log and its replays. */
export const developerWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.route({
    ...on(c.create),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const created = await createWebhookEndpoint(ctx, requirePrincipal(request), request.body);
      return reply.status(201).send({ message: M.endpointCreated, ...created });
    },
  });

  app.route({
    ...on(c.list),
    config: { access: READERS },
    handler: async (request) => ({ dados: await listWebhookEndpoints(ctx, requirePrincipal(request)) }),
  });

  app.route({
    ...on(c.remove),
    config: { access: OWNERS },
    handler: async (request) => {
      await removeWebhookEndpoint(ctx, requirePrincipal(request), request.params.id);
      return { message: M.endpointRemoved };
    },
  });

  app.route({
    ...on(c.enable),
    config: { access: OWNERS },
    handler: async (request) => ({
      message: 'Endpoint reativado.',
      endpoint: await enableWebhookEndpoint(ctx, requirePrincipal(request), request.params.id),
    }),
  });

  app.route({
    ...on(c.deliveries),
    config: { access: READERS },
    handler: async (request) =>
      listDeliveries(ctx, requirePrincipal(request), request.params.id, request.query),
  });

  app.route({
    ...on(c.retry),
    config: { access: OWNERS },
    handler: async (request, reply) =>
      reply.status(202).send(await retryDelivery(ctx, requirePrincipal(request), request.params.id)),
  });

  app.route({
    ...on(c.retryFailed),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      return reply.status(202).send(await retryFailedSince(ctx, who, request.params.id, request.body.since));
    },
  });

  app.route({
    ...on(c.rollSecret),
    config: { access: OWNERS },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      const secret = await rollSigningSecret(ctx, who, request.params.id, request.body.overlapHours);
      return reply
        .status(201)
        .send({ message: 'Novo segredo criado. Copie agora: ele não será mostrado de novo.', secret });
    },
  });

  app.route({
    ...on(c.test),
    config: { access: OWNERS },
    handler: async (request, reply) =>
      reply.status(202).send(await sendTestEvent(ctx, requirePrincipal(request), request.params.id)),
  });
};
