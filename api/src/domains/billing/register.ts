import type { FastifyInstance } from 'fastify';
import { runBillingSweep } from './engine';
import { BILLING_SWEEP_JOB } from './kick';

/**
 * The billing engine runs as a sweep on the job queue at start, on every kick (a subscription due
 * today, a new principal card) and every BILLING_SWEEP_MS. 0 turns only that timer off, never the
 * queue: a subscription created for today is still charged without anyone calling the engine (the
 * engine tests stop the queue and drive sweeps with their own clock).
 */
export function registerBilling(app: FastifyInstance): void {
  const { ctx } = app;
  ctx.jobs.sweep(BILLING_SWEEP_JOB, ctx.config.billing.sweepMs, async () => {
    if (ctx.payments.hasProvider) await runBillingSweep(ctx);
  });
}
