import type { FastifyInstance } from 'fastify';
import { deliverDueMail } from './deliver';
import { MAIL_QUEUED_CHANNEL } from './enqueue';
import { registerMailQueueMetrics } from './queue-metrics';
import { pruneAnonymousCounts } from './anonymous-caps';

export const MAIL_QUEUE = 'mail';
/** Hourly: drops the anonymous-mail counts of windows long past (with or without SMTP). */
const COUNTS_QUEUE = 'mail-anonymous-counts';

/**
 * Declares the `mail` queue (docs/decisions/007-one-job-queue.md) when a transport is configured:
 * it runs every MAIL_SWEEP_MS for retries that came due, and at once when any instance commits a
 * new message (the NOTIFY sent by `enqueueMail` is delivered only on commit).
 */
export async function registerMail(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  registerMailQueueMetrics(ctx);
  ctx.jobs.sweep(COUNTS_QUEUE, 3_600_000, () => pruneAnonymousCounts(ctx.db));
  const transport = ctx.mail.transport;
  if (!transport) return;
  ctx.jobs.sweep(MAIL_QUEUE, ctx.config.mail.sweepMs, () => deliverDueMail(ctx));
  const unlisten = await ctx.database.listen(MAIL_QUEUED_CHANNEL, () => ctx.jobs.kick(MAIL_QUEUE));
  app.addHook('onClose', async () => {
    await unlisten();
    transport.close();
  });
}
