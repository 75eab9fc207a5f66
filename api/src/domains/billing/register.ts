import type { FastifyInstance } from 'fastify';
import { runBillingSweep } from './engine';
import { BILLING_SWEEP_JOB } from './kick';

/**
 * The billing engine runs as a sweep on the job queue every BILLING_SWEEP_MS (0 turns the timer
 * off: the engine tests drive sweeps with their own clock).
 */
export function registerBilling(app: FastifyInstance): void {
  const { ctx } = app;
  const everyMs = ctx.config.billing.sweepMs;
  if (everyMs > 0) {
    ctx.jobs.sweep(BILLING_SWEEP_JOB, everyMs, async () => {
      if (ctx.payments.hasProvider) await runBillingSweep(ctx);
    });
  }
}
