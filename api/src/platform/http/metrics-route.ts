import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import { poolUse, POOL_MAX } from '../db/client';

/**
 * `GET /metrics` in Prometheus' text format, plus the platform's own series: request latency (a
 * hook on every answer), the database pool, the LISTEN connection and the job queue. Open outside
 * production; with METRICS_TOKEN it wants `Authorization: Bearer <token>`; in production without
 * a token it does not exist (404), so nobody publishes the numbers by accident.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics, database, jobs, config } = app.ctx;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(sem rota)';
    if (route !== '/metrics')
      metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  metrics.gauge('pagora_db_pool_connections', 'PostgreSQL pool connections by state.', ['state'], () => {
    const use = poolUse(database);
    if (!use) return [];
    return [
      { labels: { state: 'total' }, value: use.total },
      { labels: { state: 'idle' }, value: use.idle },
      { labels: { state: 'waiting' }, value: use.waiting },
      { labels: { state: 'max' }, value: POOL_MAX },
    ];
  });
  if (database.replica) metrics.watchReplica(database.replica);
  metrics.gauge('pagora_db_listen_up', '1 while the LISTEN connection (live pushes) is up.', [], () => [
    { value: database.listening() ? 1 : 0 },
  ]);
  metrics.gauge('pagora_jobs_queued', 'Jobs waiting per queue.', ['queue'], async () =>
    (await jobs.queueStats()).map((q) => ({ labels: { queue: q.name }, value: q.queued })),
  );
  metrics.gauge('pagora_jobs_active', 'Jobs running per queue.', ['queue'], async () =>
    (await jobs.queueStats()).map((q) => ({ labels: { queue: q.name }, value: q.active })),
  );
  metrics.gauge(
    'pagora_jobs_oldest_queued_seconds',
    'Age of the oldest waiting job per queue.',
    ['queue'],
    async () =>
      (await jobs.queueStats()).map((q) => ({ labels: { queue: q.name }, value: q.oldestQueuedSeconds })),
  );

  if (config.metrics.mode === 'off') return;
  const expected = config.metrics.mode === 'token' ? Buffer.from(`Bearer ${config.metrics.token}`) : null;
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw AppError.unauthorized('Token de métricas inválido.');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
