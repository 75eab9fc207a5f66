import type { FastifyInstance } from 'fastify';
import { onAnticipationChange } from '../../anticipation';
import { onSubscriptionCanceled } from '../../billing';
import { onTxChange } from '../../payments';
import { onFeeDivergence } from '../../fees';
import { onPayoutSettled } from '../../payouts';
import { anticipationEvents } from './anticipation-events';
import { WEBHOOK_QUEUED_CHANNEL } from './events';
import { feeDivergenceEvents } from './fee-events';
import { paymentEvents } from './payment-events';
import { payoutEvents } from './payout-events';
import { registerWebhookQueueMetrics } from './queue-metrics';
import { WEBHOOK_QUEUE } from './queue';
import { WebhookSender } from './sender';
import { subscriptionEvents } from './subscription-events';

/**
 * Payments, billing and payouts tell us of each change inside its transaction (the outbox rows commit with it); the
 * `webhooks` queue (docs/decisions/007) sends them: at once when any instance commits one (the
 * NOTIFY), and every WEBHOOK_SWEEP_MS for retries that came due.
 */
export async function registerDevelopers(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  onTxChange(paymentEvents);
  onSubscriptionCanceled(subscriptionEvents);
  onPayoutSettled(payoutEvents);
  onAnticipationChange(anticipationEvents);
  onFeeDivergence(feeDivergenceEvents);
  const sender = new WebhookSender(ctx, registerWebhookQueueMetrics(ctx));
  ctx.jobs.sweep(WEBHOOK_QUEUE, ctx.config.developers.webhookSweepMs, () => sender.run());
  const unlisten = await ctx.database.listen(WEBHOOK_QUEUED_CHANNEL, () => ctx.jobs.kick(WEBHOOK_QUEUE));
  app.addHook('onClose', async () => {
    await unlisten();
    await sender.close();
  });
}
