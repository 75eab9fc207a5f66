import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { configureDisputeMail } from './dispute-mail';
import { watchSaleFees } from './fee-check';
import { paymentsSweep } from './payments-job';
import { listenForTxStatus } from './tx-events';

/**
 * The payments engine's app-level wiring, called by `buildApp` before the `/api` routes: the
 * WebSocket plugin (app-wide), the LISTEN
 * that feeds live sockets, and the periodic sweep (run by the job queue). Routes are in `routes.ts`.
 */
export async function registerPayments(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  configureDisputeMail(ctx.config.payments.disputes);
  watchSaleFees();
  await app.register(websocket, { options: { maxPayload: 4096 }, preClose: closeSockets });

  // Provider webhooks are stored first and processed by the sweep: a growing backlog is an alert.
  ctx.metrics.gauge(
    'pagora_webhook_backlog',
    "Provider webhook events received and not processed yet, and the oldest one's age in seconds.",
    ['measure'],
    async () => {
      const [row] = await ctx.database.query<{ n: number; age: number }>(
        `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(received_at)), 0)::float8 AS age
         FROM webhook_events WHERE processed_at IS NULL`,
      );
      return [
        { labels: { measure: 'count' }, value: row?.n ?? 0 },
        { labels: { measure: 'oldest_seconds' }, value: row?.age ?? 0 },
      ];
    },
  );
  ctx.jobs.sweep('payments-sweep', ctx.config.payments.pixExpirySweepMs, paymentsSweep(ctx));
  let unlisten: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    unlisten = await listenForTxStatus(ctx.database, ctx.payments.hub, {
      onPixPushed: (seconds) => ctx.metrics.pixPushed(seconds),
      onResyncError: (err) => app.log.warn({ err }, 'socket resync after LISTEN gap failed'),
    });
  });
  app.addHook('onClose', async () => {
    // Said at info level: a SIGTERM that ends at the deadline (exit 1) must show which step held it.
    app.log.info('shutdown: waiting for payments background work');
    await ctx.tasks.drain();
    await unlisten?.();
    app.log.info('shutdown: payments background work done');
  });
}

/**
 * Graceful shutdown: every payer socket is closed with 1012 (Service Restart), which the checkout
 * takes as "reconnect now" (to another instance, or to this one restarted) and re-reads its status.
 */
export const RESTART_CLOSE_CODE = 1012;

/**
 * A peer that never answers the close frame (a phone gone to sleep, a proxy that lost it) would hold
 * the HTTP server's close for `ws`'s own 30 s close timeout, past the shutdown deadline: after this
 * grace the socket is cut.
 */
export const SOCKET_CLOSE_GRACE_MS = 1_000;

function closeSockets(this: FastifyInstance, done: () => void): void {
  const clients = [...this.websocketServer.clients];
  this.log.info({ sockets: clients.length }, 'shutdown: closing payer sockets');
  for (const client of clients) client.close(RESTART_CLOSE_CODE, 'Servidor reiniciando');
  if (clients.length > 0) {
    setTimeout(() => {
      for (const client of clients) if (client.readyState !== client.CLOSED) client.terminate();
    }, SOCKET_CLOSE_GRACE_MS).unref();
  }
  this.websocketServer.close(() => undefined);
  done();
}
