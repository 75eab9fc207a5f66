import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { databaseErrorClass } from './db/errors';
import type { ReadReplica } from './db/read-pool';
import { RequestLatency } from './request-latency';

type Labels = Record<string, string | number>;
type Sample = { labels?: Labels; value: number };

/**
 * This instance's Prometheus series (`GET /metrics`, docs/operations.md says what to alert on).
 * One registry per app, so the tests' many apps in one process never share a series. Domains
 * record through the few methods below or add a gauge read at scrape time.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new RequestLatency(
    'pagora_http_request_duration_seconds',
    'HTTP request latency by method, route pattern and status code.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  private readonly payments = new Counter({
    name: 'pagora_payments_total',
    help: 'Payment status changes written by this instance, by method and new status.',
    labelNames: ['method', 'status'],
    registers: [this.registry],
  });
  private readonly pixPushSeconds = new Histogram({
    name: 'pagora_pix_paid_push_delay_seconds',
    help: 'From a PIX marked paid to the push reaching the payer sockets on this instance.',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'pagora_job_failures_total',
    help: 'Job (sweep) runs that threw, by queue.',
    labelNames: ['queue'],
    registers: [this.registry],
  });

  private readonly databaseErrors = new Counter({
    name: 'pagora_database_errors_total',
    help: 'Database errors seen by this instance, by SQLSTATE class (23, 40...), connection or disk_full.',
    labelNames: ['class'],
    registers: [this.registry],
  });

  private readonly heavyReads = new Counter({
    name: 'pagora_db_heavy_reads_total',
    help: 'Heavy reads (lists, dashboards, exports) by where they ran and why (replica caught_up; primary lag, unhealthy, error, not_standby).',
    labelNames: ['served_by', 'reason'],
    registers: [this.registry],
  });

  constructor(opts: { processMetrics?: boolean } = {}) {
    this.registry.registerMetric(this.requestSeconds.asMetric());
    if (opts.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: 'pagora_' });
  }

  request(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestSeconds.observe(method, route, statusCode, seconds);
  }

  payment(method: string, status: string): void {
    this.payments.inc({ method, status });
  }

  pixPushed(secondsSincePaid: number): void {
    this.pixPushSeconds.observe(Math.max(0, secondsSincePaid));
  }

  jobFailed(queue: string): void {
    this.jobFailures.inc({ queue });
  }

  /** Counts `err` when it is the database's (a request's, a job's, a lost connection's). */
  databaseError(err: unknown): void {
    const kind = databaseErrorClass(err);
    if (kind) this.databaseErrors.inc({ class: kind });
  }

  /**
   * The read replica's series: where heavy reads ran, its lag (bytes of WAL not replayed, seconds
   * since the last replayed commit) and whether it is in use. One lag query per scrape.
   */
  watchReplica(replica: ReadReplica): void {
    replica.onRead((servedBy, reason) => this.heavyReads.inc({ served_by: servedBy, reason }));
    let scrape: Promise<{ bytes: number; seconds: number }> | null = null;
    const lag = () => {
      scrape ??= replica.lag().finally(() => void setTimeout(() => (scrape = null), 100).unref());
      return scrape;
    };
    this.gauge(
      'pagora_db_replica_lag_bytes',
      'WAL bytes the read replica has not replayed yet.',
      [],
      async () => [{ value: (await lag()).bytes }],
    );
    this.gauge(
      'pagora_db_replica_lag_seconds',
      'Seconds since the last commit the read replica replayed, while it is behind (0 when caught up).',
      [],
      async () => [{ value: (await lag()).seconds }],
    );
    this.gauge('pagora_db_replica_up', '1 while heavy reads may use the read replica.', [], async () => {
      await lag().catch(() => undefined);
      return [{ value: replica.healthy() ? 1 : 0 }];
    });
  }

  /** A gauge whose samples are read when Prometheus scrapes (queue depth, pool use). */
  gauge(name: string, help: string, labelNames: string[], read: () => Promise<Sample[]> | Sample[]): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          for (const sample of await read()) this.set(sample.labels ?? {}, sample.value);
        } catch {
          // A scrape during a database outage still shows every other series.
        }
      },
    });
  }
}
