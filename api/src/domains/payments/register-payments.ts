import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { mountEmbeddedSandbox } from './embedded-sandbox';
import { startPaymentsJob } from './payments-job';
import { listenForTxStatus } from './tx-events';

/**
 * The payments engine's app-level wiring, called by `buildApp` before the `/api` routes: the
 * WebSocket plugin (app-wide), the embedded Zoop sandbox when no ZOOP_API_URL is set, the LISTEN
 * that feeds live sockets, and the interval job. Routes are in `routes.ts`.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  ctx.payments.logger = app.log;
  await app.register(websocket, { options: { maxPayload: 4096 } });
  if (ctx.payments.sandbox) await mountEmbeddedSandbox(app, ctx);

  let stopJob: (() => Promise<void>) | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unlisten = await listenForTxStatus(ctx.database, ctx.payments.hub);
    stopJob = startPaymentsJob(ctx);
  });
  app.addHook('onClose', async () => {
    await stopJob?.();
    await ctx.payments.drain();
    await unlisten?.();
  });
}
