import { Counter } from 'prom-client';
import type { AppContext } from '../../../platform/context';

/**
 * Webhook deliveries to shops still to be made (new or waiting for a retry) and the age of the
 * oldest (`GET /metrics`): a shop's endpoint that is down shows here before the shop complains.
 * Both read 0 when the database does not answer, so a dashboard's line drops instead of vanishing
 * (`pagora_db_*` and `/api/ready` say why). Answers the per-endpoint failure counter's recorder.
 */
export function registerWebhookQueueMetrics(ctx: AppContext): (endpointId: string) => void {
  ctx.metrics.gauge(
    'pagora_outgoing_webhook_queue',
    "Webhook deliveries to shops not yet made (retries included), and the oldest one's age in seconds.",
    ['measure'],
    async () => {
      const row = await ctx.database
        .query<{ n: number; age: number }>(
          `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
           FROM outbound_webhook_deliveries WHERE status = 'pendente'`,
        )
        .then(
          (rows) => rows[0],
          () => undefined,
        );
      return [
        { labels: { measure: 'count' }, value: row?.n ?? 0 },
        { labels: { measure: 'oldest_seconds' }, value: row?.age ?? 0 },
      ];
    },
  );
  // The endpoint's id only: its URL may carry a token and its secret never leaves the database.
  const failures = new Counter({
    name: 'pagora_outgoing_webhook_failures_total',
    help: 'Failed webhook delivery attempts (no answer, or not 2xx) made by this instance, by endpoint id.',
    labelNames: ['endpoint'],
    registers: [ctx.metrics.registry],
  });
  return (endpointId) => failures.inc({ endpoint: endpointId });
}
