import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { mountEmbeddedSandbox } from './embedded-sandbox';
import { paymentsSweep } from './payments-job';
import { listenForTxStatus } from './tx-events';

/**
 * The payments engine's app-level wiring, called by `buildApp` before the `/api` routes: the
 * WebSocket plugin (app-wide), the embedded Zoop sandbox when no ZOOP_API_URL is set, the LISTEN
 * that feeds live sockets, and the periodic sweep (run by the job queue). Routes are in `routes.ts`.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  ctx.payments.logger = app.log;
  await app.register(websocket, { options: { maxPayload: 4096 } });
  if (ctx.payments.sandbox) await mountEmbeddedSandbox(app, ctx);

  ctx.jobs.sweep('payments-sweep', ctx.payments.config.pixExpirySweepMs, paymentsSweep(ctx));
  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unlisten = await listenForTxStatus(ctx.database, ctx.payments.hub);
  });
  app.addHook('onClose', async () => {
    await ctx.payments.drain();
    await unlisten?.();
  });
}
