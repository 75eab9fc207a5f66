import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { type SandboxContext, type ZoopSandboxOptions, resolveOptions } from './context';
import { Faults } from './faults';
import { accountRoutes } from './routes-accounts';
import { cardRoutes } from './routes-cards';
import { controlRoutes } from './routes-control';
import { planRoutes } from './routes-plans';
import { transactionRoutes } from './routes-transactions';
import { webhookRoutes } from './routes-webhooks';
import { armBoletoExpiry } from './boleto-charges';
import { armPixExpiry } from './pix-charges';
import { RequestLog } from './request-log';
import { scheduleApproval } from './seller-review';
import { SandboxStore } from './state';
import { partyView, transactionView } from './views';
import { WebhookDispatcher } from './webhook-dispatcher';
import { sendZoopError } from './zoop-reply';
import { installPayouts } from './payouts';
import { installBoletoCancellation } from './boleto-cancellation';
import { disputeRoutes } from './disputes';
import { eventRoutes } from './routes-events';
import { sellerDocumentRoutes } from './seller-documents';
import { PayoutStore } from './payout-state';
import { MoneyStore } from './money-state';

/**
 * A Zoop-compatible HTTP sandbox for development and tests, mounted by the API under a prefix
 * (e.g. `/zoop-sandbox`) so the Zoop adapter runs unchanged against `http://host/zoop-sandbox`.
 * State is in memory, written through to its own table when given `persistence` (and read back
 * before each request when that table is shared by several instances). Never mount it in
 * production.
 */
export const zoopSandbox: FastifyPluginAsync<ZoopSandboxOptions> = async (app, options) => {
  const opts = resolveOptions(options);
  const store = new SandboxStore(opts.persistence);
  await store.load();
  const payouts = new PayoutStore(opts.persistence);
  await payouts.load();
  const money = new MoneyStore(opts.persistence, opts.feeRates);
  await money.load();
  const faults = new Faults();
  const dispatcher = new WebhookDispatcher(store, opts, () => faults.webhooks);
  const mid = opts.marketplaceId;
  const ctx: SandboxContext = {
    store,
    opts,
    timers: new Map(),
    payouts,
    money,
    sync: async () => {
      if (!opts.persistence?.shared) return;
      const rows = await opts.persistence.changes();
      store.apply(rows);
      payouts.apply(rows);
      money.apply(rows);
    },
    emit: (type, tx) => dispatcher.emit(type, transactionView(mid, tx)),
    emitSeller: (type, seller) => dispatcher.emit(type, partyView(mid, seller)),
  };
  // After a restart: PIX codes still pending expire on time; sellers under review get approved.
  for (const tx of store.transactions.values()) {
    armPixExpiry(ctx, tx);
    armBoletoExpiry(ctx, tx);
  }
  for (const seller of store.sellers.values()) scheduleApproval(ctx, seller);
  const requests = new RequestLog(opts.recordRequests);
  const expected = Buffer.from(`Basic ${Buffer.from(`${opts.apiKey}:`).toString('base64')}`);

  app.addHook('onRequest', async (req, reply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return sendZoopError(reply, 401, 'invalid_request_error', 'authentication_failed', 'Invalid API key');
    }
  });
  // Instances on one database serve one sandbox: each request first reads what the others wrote
  // (a PIX created on one instance is paid through another), never a snapshot taken at start.
  app.addHook('onRequest', async () => ctx.sync());
  app.setErrorHandler((err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    const status = err.statusCode !== undefined && err.statusCode < 500 ? 400 : 500;
    const type = status === 400 ? 'invalid_request_error' : 'processing_error';
    return sendZoopError(
      reply,
      status,
      type,
      status === 400 ? 'invalid_parameter' : 'server_api_error',
      err.message,
    );
  });
  app.setNotFoundHandler((_req, reply) =>
    sendZoopError(reply, 404, 'invalid_request_error', 'endpoint_not_found', 'Endpoint not found'),
  );
  // A durable store answers only once the change is stored: a crash right after a charge's answer
  // must not lose the charge at the "provider".
  app.addHook('onSend', async (_req, _reply, payload) => {
    if (store.persistence?.durable) await store.persistence.settled();
    return payload;
  });
  app.addHook('onClose', async () => {
    for (const timer of ctx.timers.values()) clearTimeout(timer);
    await dispatcher.flush();
    await store.persistence?.settled();
  });

  await app.register(
    async (control: FastifyInstance) => {
      controlRoutes(control, ctx, faults, dispatcher, requests);
      disputeRoutes(control, ctx);
    },
    {
      prefix: '/_control',
    },
  );
  const knownMarketplace = async (req: FastifyRequest<{ Params: { mid?: string } }>, reply: FastifyReply) => {
    if (req.params.mid !== opts.marketplaceId) {
      return sendZoopError(
        reply,
        404,
        'invalid_request_error',
        'resource_not_found',
        'marketplace not found',
      );
    }
  };
  await app.register(
    async (api: FastifyInstance) => {
      faults.install(api);
      requests.install(api);
      api.addHook('onRequest', knownMarketplace);
      transactionRoutes(api, ctx);
      accountRoutes(api, ctx);
      cardRoutes(api, ctx);
      webhookRoutes(api, ctx);
      eventRoutes(api, ctx);
      sellerDocumentRoutes(api, ctx);
    },
    { prefix: '/v1/marketplaces/:mid' },
  );
  // Zoop's v2 API is recurring billing; the sandbox keeps its plans.
  await app.register(
    async (api: FastifyInstance) => {
      faults.install(api);
      requests.install(api);
      api.addHook('onRequest', knownMarketplace);
      planRoutes(api, ctx);
    },
    { prefix: '/v2/marketplaces/:mid' },
  );
  // Money out (issue 25): bank accounts, receiving policy, transfers, receivables and the clock.
  await installPayouts(app, { ctx, dispatcher, faults, requests, knownMarketplace });
  await installBoletoCancellation(app, { ctx, faults, requests, knownMarketplace });
};
