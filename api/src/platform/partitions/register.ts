import { Counter } from 'prom-client';
import type { AppContext } from '../context';
import { maintainPartitions, partitionStats, type TableMaintenance } from './maintain';

export const PARTITIONS_QUEUE = 'partitions';
const DAILY_MS = 24 * 3600 * 1000;

/**
 * Declares the daily `partitions` sweep (docs/partitioning.md). A sweep also runs once at start,
 * so a fresh or long-stopped database has its months before the first writes of the day; on a
 * database already maintained that run finds every partition there and creates nothing. Answers
 * one run, as the sweep does it (tests call it; a second call answers the first run).
 */
export function registerPartitions(ctx: AppContext): () => Promise<TableMaintenance[]> {
  // Once per app: its metrics register once, and a test asking again gets the app's own run.
  const registered = runs.get(ctx);
  if (registered) return registered;
  const record = partitionMetrics(ctx);
  const run = async () => {
    const done = await runPartitions(ctx);
    record(done);
    return done;
  };
  ctx.jobs.sweep(PARTITIONS_QUEUE, DAILY_MS, run);
  runs.set(ctx, run);
  return run;
}

const runs = new WeakMap<AppContext, () => Promise<TableMaintenance[]>>();

/** One run of the job, logged when it changed anything. */
export async function runPartitions(ctx: AppContext): Promise<TableMaintenance[]> {
  const done = await maintainPartitions(ctx.database, ctx.config.partitions.logRetentionMonths);
  const changed = done.filter((t) => t.created > 0 || t.dropped > 0);
  if (changed.length > 0) ctx.log.info({ partitions: changed }, 'monthly partitions maintained');
  return done;
}

/**
 * `pagora_partitions_total{table,action}` counts what this instance's runs created and dropped;
 * `pagora_partition_default_rows` (rows the job has yet to move: it fell behind) and
 * `pagora_partition_months_ahead` (below 1: the next month's rows will land in the default) are
 * read from the database at scrape time.
 */
function partitionMetrics(ctx: AppContext): (done: TableMaintenance[]) => void {
  const changes = new Counter({
    name: 'pagora_partitions_total',
    help: 'Monthly partitions created and dropped by this instance, by table and action.',
    labelNames: ['table', 'action'],
    registers: [ctx.metrics.registry],
  });
  const stats = () => partitionStats(ctx.database);
  ctx.metrics.gauge(
    'pagora_partition_default_rows',
    'Rows waiting in a partitioned table’s default partition (the partitions job fell behind).',
    ['table'],
    async () => (await stats()).map((s) => ({ labels: { table: s.name }, value: s.default_rows })),
  );
  ctx.metrics.gauge(
    'pagora_partition_months_ahead',
    'Months past the current one that already have their partition, by table (-1: none).',
    ['table'],
    async () => (await stats()).map((s) => ({ labels: { table: s.name }, value: s.months_ahead })),
  );
  return (done) => {
    for (const t of done) {
      if (t.created > 0) changes.inc({ table: t.name, action: 'created' }, t.created);
      if (t.dropped > 0) changes.inc({ table: t.name, action: 'dropped' }, t.dropped);
    }
  };
}
