import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payoutsContract as c, receivingPolicyOf } from '@pagora/shared/contracts';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { addDemoSeeder } from '../demo';
import { balanceOf, setReceivingPolicy } from './balance';
import { listBanks } from './banks';
import {
  createBankAccount,
  listBankAccounts,
  removeBankAccount,
  setDefaultBankAccount,
} from './bank-accounts';
import { seedDemoPayouts } from './demo';
import { createPayout, listPayouts } from './payouts';
import { moveSandboxClock } from './sandbox-clock';
import { reconcilePendingPayouts, transferChanged } from './transfer-sync';
import { decideVerification } from './verification-decision';
import { gateway } from '../gateway';

/**
 * Money out (issue 25). A seller reads and acts on its own; a marketplace reads its sellers' and
 * may set their receiving policy (`?sellerId=`); an admin reads any seller's. Customers: 403.
 */
const READERS = ['admin', 'marketplace', 'seller'] as const;
const OWNER = ['seller'] as const;
const idempotencyHeader = z.looseObject({ 'idempotency-key': z.string().optional() });

addDemoSeeder(seedDemoPayouts);

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  gateway(ctx).on('transfer', ({ transferId }) => transferChanged(ctx, transferId));
  ctx.jobs.sweep('payouts-sweep', ctx.config.payments.pixExpirySweepMs, async () => {
    if (gateway(ctx).hasProvider) await reconcilePendingPayouts(ctx);
  });

  app.route({
    ...on(c.listBanks),
    config: { access: READERS },
    handler: async (request) => ({ data: listBanks(request.query.q) }),
  });

  app.route({
    ...on(c.listBankAccounts),
    config: { access: READERS },
    handler: async (request) => ({
      data: await listBankAccounts(ctx, requirePrincipal(request), request.query.sellerId),
    }),
  });

  app.route({
    ...on(c.createBankAccount),
    config: { access: OWNER },
    handler: async (request, reply) =>
      reply.code(201).send(await createBankAccount(ctx, requirePrincipal(request), request.body)),
  });

  app.route({
    ...on(c.deleteBankAccount),
    config: { access: OWNER },
    handler: async (request, reply) => {
      await removeBankAccount(ctx, requirePrincipal(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...on(c.setDefaultBankAccount),
    config: { access: OWNER },
    handler: async (request) =>
      setDefaultBankAccount(ctx, requirePrincipal(request), request.params.id, request.body.password),
  });

  app.route({
    ...on(c.balance),
    config: { access: READERS },
    handler: async (request) => balanceOf(ctx, requirePrincipal(request), request.query.sellerId),
  });

  app.route({
    ...on(c.listPayouts),
    config: { access: READERS },
    handler: async (request) => ({
      data: await listPayouts(ctx, requirePrincipal(request), request.query.sellerId),
    }),
  });

  app.route({
    ...on(c.createPayout),
    schema: { ...on(c.createPayout).schema, headers: idempotencyHeader },
    config: { access: OWNER },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await createPayout(
            ctx,
            requirePrincipal(request),
            request.headers['idempotency-key'],
            request.body,
          ),
        ),
  });

  app.route({
    ...on(c.setReceivingPolicy),
    config: { access: ['seller', 'marketplace'] },
    handler: async (request) =>
      setReceivingPolicy(
        ctx,
        requirePrincipal(request),
        request.query.sellerId,
        receivingPolicyOf(request.body),
      ),
  });

  app.route({
    ...on(c.decidePayoutVerification),
    config: { access: ['admin'] },
    handler: async (request) =>
      decideVerification(ctx, requirePrincipal(request), request.params.id, request.body),
  });

  // Only beside the embedded sandbox: with a real provider the path does not exist (404).
  if (gateway(ctx).sandbox) {
    app.route({
      ...on(c.sandboxClock),
      config: { access: READERS },
      handler: async (request) => moveSandboxClock(ctx, request.body.days),
    });
  }
};
