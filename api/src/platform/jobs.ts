import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Database } from './db/client';

type LogFn = (obj: Record<string, unknown>, msg?: string) => void;
export type JobsLogger = { info: LogFn; warn: LogFn; error: LogFn };

export type QueueStat = { name: string; queued: number; active: number; oldestQueuedSeconds: number };

type Sweep = { name: string; everyMs: number; run: () => Promise<unknown> };

/** pg-boss keeps its tables in their own schema, beside ours, in the same database. */
const SCHEMA = 'pgboss';

/**
 * The one scheduler of the API (docs/decisions/007-one-job-queue.md): periodic sweeps (PIX expiry,
 * webhook retries, reconciliation, subscription charges) as pg-boss queues on the database we
 * already have — PostgreSQL, or PGlite through pg-boss's adapter, one code path in both modes.
 *
 * Each sweep is a `short` queue: at most one run waiting across every instance (a kick during a run
 * queues exactly one follow-up; ticks never pile up), any number running — one per instance, since
 * each worker takes one job at a time. So several instances share a large sweep, and an instance
 * killed mid-run blocks nobody (a `stately` queue would hold every sweep until the dead run expired).
 * Every instance's timer only *enqueues*; pg-boss decides who runs it. Handlers are at-least-once:
 * the sweeps lease their rows (`SKIP LOCKED`) and guard every provider call with our own attempt
 * rows, so a concurrent or repeated run never charges twice.
 */
export class Jobs {
  private readonly sweeps = new Map<string, Sweep>();
  private boss: PgBoss | null = null;
  private timers: NodeJS.Timeout[] = [];
  logger: JobsLogger = { info: () => {}, warn: () => {}, error: () => {} };
  /** Told of every failed run (the metrics count them). */
  onFailure: (queue: string, err: unknown) => void = () => {};

  constructor(private readonly database: Database) {}

  /**
   * Declares a sweep run at start, on `kick` and every `everyMs` once `start` is called; 0 runs it
   * at start and on kicks only.
   */
  sweep(name: string, everyMs: number, run: () => Promise<unknown>): void {
    this.sweeps.set(name, { name, everyMs, run });
  }

  get started(): boolean {
    return this.boss !== null;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss(connectionOf(this.database));
    boss.on('error', (err: unknown) => this.logger.error({ err }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    for (const sweep of this.sweeps.values()) {
      await boss.createQueue(sweep.name, {
        policy: 'short',
        // A sweep is repeated by the next tick anyway; one retry covers a transient error.
        retryLimit: 1,
        retryDelay: 1,
        // A run that outlives this is presumed dead (its process was killed) and is run again.
        expireInSeconds: 300,
      });
      await boss.work(sweep.name, { pollingIntervalSeconds: 0.5 }, async () => {
        try {
          await sweep.run();
        } catch (err) {
          this.logger.error({ err, job: sweep.name }, 'job failed');
          this.onFailure(sweep.name, err);
          throw err;
        }
      });
      this.kick(sweep.name);
      if (sweep.everyMs > 0) {
        const timer = setInterval(() => this.kick(sweep.name), sweep.everyMs);
        timer.unref();
        this.timers.push(timer);
      }
    }
  }

  /** Per queue: jobs waiting, running, and how long the oldest due one has waited (metrics). */
  async queueStats(): Promise<QueueStat[]> {
    if (!this.boss) return [];
    const rows = await this.database.query<{ name: string; queued: number; active: number; oldest: number }>(
      `SELECT name,
              count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
              count(*) FILTER (WHERE state = 'active')::int AS active,
              COALESCE(EXTRACT(EPOCH FROM now() - min(start_after)
                FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS oldest
       FROM ${SCHEMA}.job WHERE state IN ('created', 'retry', 'active') GROUP BY name`,
    );
    return rows.map((r) => ({
      name: r.name,
      queued: r.queued,
      active: r.active,
      oldestQueuedSeconds: r.oldest,
    }));
  }

  /** Asks for a run of `name` soon; a no-op when one is already queued or jobs are not started. */
  kick(name: string): void {
    const boss = this.boss;
    if (!boss) return;
    boss.send(name, null).catch((err: unknown) => this.logger.warn({ err, job: name }, 'job not queued'));
  }

  /**
   * Stops the timers and waits up to `timeoutMs` for running handlers (before the database
   * closes); pg-boss then fails whatever still runs, so another instance takes it up at once
   * instead of waiting out the job's expiry.
   */
  async stop(timeoutMs = 20_000): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const boss = this.boss;
    this.boss = null;
    if (!boss) return;
    const started = Date.now();
    this.logger.info({ timeoutMs }, 'shutdown: stopping the job queue');
    // `close: false` on PGlite: the database is ours and closes after the app.
    await boss.stop({
      graceful: true,
      timeout: timeoutMs,
      close: 'connectionString' in this.database.driver,
    });
    const ms = Date.now() - started;
    // A slow stop eats the shutdown deadline: say so, so an exit 1 on SIGTERM can be traced here.
    if (ms > 5_000) this.logger.warn({ ms }, 'job queue took long to stop');
  }
}

function connectionOf(database: Database): ConstructorOptions {
  const { driver } = database;
  const common = { schema: SCHEMA, superviseIntervalSeconds: 60, maintenanceIntervalSeconds: 300 };
  if ('pglite' in driver) return { ...common, db: fromPglite(driver.pglite), backend: 'pglite' };
  return { ...common, connectionString: driver.connectionString, max: 4 };
}
