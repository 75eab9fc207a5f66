import type { AppContext } from '../../platform/context';

/**
 * The outbox's depth and the age of its oldest unsent message (`GET /metrics`): mail that piles up
 * (no SMTP_URL, a server refusing) is invisible to a payer and a seller until someone misses a
 * receipt. Registered with or without a transport: without one every message waits.
 */
export function registerMailQueueMetrics(ctx: AppContext): void {
  ctx.metrics.gauge(
    'pagora_mail_queue',
    "Email messages waiting to be sent (retries included), and the oldest one's age in seconds.",
    ['measure'],
    async () => {
      const [row] = await ctx.database.query<{ n: number; age: number }>(
        `SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM now() - min(created_at)), 0)::float8 AS age
         FROM mail_outbox WHERE status = 'pendente'`,
      );
      return [
        { labels: { measure: 'count' }, value: row?.n ?? 0 },
        { labels: { measure: 'oldest_seconds' }, value: row?.age ?? 0 },
      ];
    },
  );
}
