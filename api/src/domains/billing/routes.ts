import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARD_MESSAGES, SUBSCRIPTION_MESSAGES as M, billingContract as c } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { on } from '../../platform/http/route';
import { createOnce } from '../idempotency';
import { requirePrincipal } from '../../platform/principal';
import { addDemoSeeder } from '../demo';
import { listCards, registerCard, removeCard, setPrincipal } from './cards';
import { customerSubscriptions } from './customer-subscriptions';
import { seedDemoBilling } from './demo';
import { payOpenCharge } from './pay';
import {
  cancelSubscription,
  createSubscription,
  listSubscriptions,
  updateSubscription,
} from './subscriptions';

addDemoSeeder(seedDemoBilling);

const MANAGERS = ['marketplace', 'seller'] as const;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...on(c.list),
    config: { access: ['admin', ...MANAGERS] },
    handler: async (request) => listSubscriptions(app.ctx, requirePrincipal(request), request.query),
  });
  app.route({
    ...on(c.create),
    config: { access: MANAGERS },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      const key = request.headers['idempotency-key'];
      const body = await createOnce(app.ctx, who, 'subscriptions', key, request.body, async () => ({
        message: M.created,
        dados: await createSubscription(app.ctx, who, request.body),
      }));
      return reply.code(201).send(body);
    },
  });
  app.route({
    ...on(c.update),
    config: { access: MANAGERS },
    handler: async (request) => ({
      message: M.updated,
      dados: await updateSubscription(app.ctx, requirePrincipal(request), request.params.id, request.body),
    }),
  });
  app.route({
    ...on(c.remove),
    config: { access: MANAGERS },
    handler: async (request) => {
      await cancelSubscription(app.ctx, requirePrincipal(request), request.params.id);
      return { message: M.removed };
    },
  });

  app.route({
    ...on(c.customerList),
    config: { access: ['customer'] },
    handler: async (request) => ({
      dados: await customerSubscriptions(app.ctx, requirePrincipal(request), request.params.userId),
    }),
  });
  const pay = on(c.pay);
  app.route({
    ...pay,
    schema: { ...pay.schema, headers: z.looseObject({ 'idempotency-key': z.string().optional() }) },
    config: { access: ['customer'] },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (!key || !KEY_PATTERN.test(key))
        throw AppError.badRequest(
          'Envie o cabeçalho Idempotency-Key para pagar.',
          'Idempotency-Key',
          'idempotency_key_required',
        );
      const who = requirePrincipal(request);
      const paid = await payOpenCharge(app.ctx, who, request.params.id, request.body.cardId, key);
      if (paid.kind === 'declined')
        return reply.status(402).send({ message: paid.message, code: 'card_declined' });
      return { message: paid.message, status: paid.status };
    },
  });
  app.route({
    ...on(c.registerCard),
    config: { access: ['customer'] },
    handler: async (request, reply) => {
      const dados = await registerCard(
        app.ctx,
        requirePrincipal(request),
        request.params.userId,
        request.body,
      );
      return reply.code(201).send({ message: CARD_MESSAGES.tokenized, dados });
    },
  });
  app.route({
    ...on(c.cards),
    config: { access: ['customer'] },
    handler: async (request) => ({
      dados: await listCards(app.ctx, requirePrincipal(request), request.params.userId),
    }),
  });
  app.route({
    ...on(c.setPrincipal),
    config: { access: ['customer'] },
    handler: async (request) => ({
      message: CARD_MESSAGES.principalSet,
      dados: await setPrincipal(app.ctx, requirePrincipal(request), request.params.id),
    }),
  });
  app.route({
    ...on(c.removeCard),
    config: { access: ['customer'] },
    handler: async (request) => ({
      message: CARD_MESSAGES.removed,
      dados: await removeCard(app.ctx, requirePrincipal(request), request.params.id),
    }),
  });
};
