import type { FastifyInstance } from 'fastify';
import { CARD_EXPIRY_JOB, enqueueCardExpiryNotices } from './card-expiry-notice';
import { runBillingSweep } from './engine';
import { onBoletoEnded, onTxChange } from '../payments';
import { BILLING_SWEEP_JOB, kickBilling } from './kick';
import { RENEWAL_HEADS_UP_JOB, enqueueRenewalHeadsUps } from './renewal-heads-up';
import { PAYMENT_REVERSED_CHANNEL, announcePaymentReversed } from './reversal-kick';
import { gateway } from '../gateway';

/** The customer notices are by the day: an hourly look is plenty (and runs at start). */
const NOTICE_SWEEP_MS = 60 * 60 * 1000;

/**
 * The billing engine runs as a sweep on the job queue at start, on every kick (a subscription due
 * today, a new principal card) and every BILLING_SWEEP_MS. 0 turns only that timer off, never the
 * queue: a subscription created for today is still charged without anyone calling the engine (the
 * engine tests stop the queue and drive sweeps with their own clock).
 */
export async function registerBilling(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  ctx.jobs.sweep(BILLING_SWEEP_JOB, ctx.config.billing.sweepMs, async () => {
    if (gateway(ctx).hasProvider) await runBillingSweep(ctx);
  });
  // A boleto paid or expired (any instance): a boleto subscription's charge is settled now, not at
  // the next timed sweep (engine/settle-boletos.ts; a link's boleto costs one idle sweep).
  const unlisten = await onBoletoEnded(ctx.database, () => kickBilling(ctx));
  app.addHook('onClose', unlisten);
  // A paid renewal the provider reversed is unpaid again now (engine/settle-reversals.ts).
  onTxChange(announcePaymentReversed);
  const unlistenReversed = await ctx.database.listen(PAYMENT_REVERSED_CHANNEL, () => kickBilling(ctx));
  app.addHook('onClose', unlistenReversed);
  // Issue 23's billing notices, each its own sweep on the same queue; the timer follows the
  // engine's (0: off, as the engine tests want), the start-up run always happens.
  const noticeMs = ctx.config.billing.sweepMs === 0 ? 0 : NOTICE_SWEEP_MS;
  ctx.jobs.sweep(CARD_EXPIRY_JOB, noticeMs, () => enqueueCardExpiryNotices(ctx));
  ctx.jobs.sweep(RENEWAL_HEADS_UP_JOB, noticeMs, () => enqueueRenewalHeadsUps(ctx));
}
