import type { AppContext } from '../../platform/context';
import { pruneCreationKeys } from '../idempotency';
import { pruneChargeAttempts } from './charge-velocity';
import { pruneIdempotencyKeys } from './idempotency';
import { expireDueBoletos } from './boleto-expiry';
import { expireDuePix } from './pix-expiry';
import { settleFullLinks } from './link-closing';
import { reconcileOpenCharges } from './reconcile';
import { reconcileOpenRefunds } from './refund-reconcile';
import { retryPendingWebhooks } from './webhooks';
import { sweepLostEvents } from './event-sweep';
import { gateway } from '../gateway';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * The engine's periodic sweep, run by the job queue (platform/jobs.ts) every PIX_EXPIRY_SWEEP_MS:
 * expire due PIX charges and boletos past their payment limit date, retry stored webhook events,
 * find events whose webhook was lost (event-sweep.ts), reconcile charges and refunds left open, prune old
 * idempotency keys and charge attempts past the velocity window. Every step leases its rows, so a
 * rerun or a second instance is harmless.
 */
export function paymentsSweep(ctx: AppContext): () => Promise<void> {
  let lastPrune = 0;
  return async () => {
    if (!gateway(ctx).hasProvider) return;
    await expireDuePix(ctx);
    await expireDueBoletos(ctx);
    await retryPendingWebhooks(ctx);
    // Once a minute for all instances together (its own pace, on its watermark row).
    await sweepLostEvents(ctx);
    await reconcileOpenCharges(ctx);
    await reconcileOpenRefunds(ctx);
    await settleFullLinks(ctx);
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      await pruneIdempotencyKeys(ctx.database);
      await pruneCreationKeys(ctx);
      await pruneChargeAttempts(ctx.database, ctx.config.payments.chargeLimits);
    }
  };
}
