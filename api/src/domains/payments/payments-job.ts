import type { AppContext } from '../../platform/context';
import { pruneIdempotencyKeys } from './idempotency';
import { expireDuePix } from './pix-expiry';
import { retryPendingWebhooks } from './webhooks';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The engine's interval job, safe with several instances (every step leases its rows): expire due
 * PIX charges, retry stored webhook events, prune old idempotency keys. Ticks never overlap.
 */
export function startPaymentsJob(ctx: AppContext): () => Promise<void> {
  let running: Promise<void> | null = null;
  let lastPrune = 0;
  const tick = async () => {
    if (!ctx.payments.hasProvider) return;
    await expireDuePix(ctx);
    await retryPendingWebhooks(ctx);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneIdempotencyKeys(ctx.database);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((err: unknown) => ctx.payments.logger.error({ err }, 'payments job failed'))
      .finally(() => (running = null));
  }, ctx.payments.config.pixExpirySweepMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
