import type { AppContext } from '../../../platform/context';

/**
 * Webhook deliveries to shops still to be made (new or waiting for a retry) and the age of the
 * oldest (`GET /metrics`): a shop's endpoint that is down shows here before the shop complains.
 */
export function registerWebhookQueueMetrics(ctx: AppContext): void {
  ctx.metrics.gauge(
    'pagora_outgoing_webhook_queue',
    "Webhook deliveries to shops not yet made (retries included), and the oldest one's age in seconds.",
    ['measure'],
    async () => {
      const [row] = await ctx.database.query<{ n: number; age: number }>(
        `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM outbound_webhook_deliveries WHERE status = 'pendente'`,
      );
      return [
        { labels: { measure: 'count' }, value: row?.n ?? 0 },
        { labels: { measure: 'oldest_seconds' }, value: row?.age ?? 0 },
      ];
    },
  );
}
