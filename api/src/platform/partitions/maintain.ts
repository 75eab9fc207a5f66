import { z } from 'zod';
import type { Database } from '../db/client';

/** Months past the current one whose partitions exist ahead of their first row. */
export const MONTHS_AHEAD = 2;

/**
 * Waited for the parent table's lock at most this long: creating or dropping a partition waits for
 * every reader of the table, and writers queue behind it, so a long export is never allowed to
 * stall the writes. A run that gives up is repeated the next day (two months ahead leave room).
 */
const LOCK_TIMEOUT = '5s';

const registryRow = z.object({
  name: z.string(),
  kind: z.enum(['money', 'log', 'record']),
  retention_months: z.number().int().nullable(),
});
export type PartitionedTable = z.infer<typeof registryRow>;

export type TableMaintenance = { name: string; created: number; dropped: number };

/**
 * How many months of `table` are kept, or null when every month is: money and kept records never
 * lose a month, whatever the registry's column says; a log's own column wins over the configured
 * default.
 */
export function retentionOf(table: PartitionedTable, logRetentionMonths: number): number | null {
  if (table.kind !== 'log') return null;
  return table.retention_months ?? logRetentionMonths;
}

/**
 * The daily run (docs/partitioning.md): for every registered table, the months up to
 * MONTHS_AHEAD exist (and rows that waited in the default partition move into theirs), then a log
 * table's months past its retention are detached and dropped. Each table in its own transaction.
 */
export async function maintainPartitions(
  database: Pick<Database, 'query' | 'pinned'>,
  logRetentionMonths: number,
): Promise<TableMaintenance[]> {
  const tables = z
    .array(registryRow)
    .parse(await database.query('SELECT name, kind, retention_months FROM partitioned_tables ORDER BY name'));
  const done: TableMaintenance[] = [];
  for (const table of tables) {
    const retention = retentionOf(table, logRetentionMonths);
    done.push(await maintainTable(database, table.name, retention));
  }
  return done;
}

async function maintainTable(
  database: Pick<Database, 'pinned'>,
  name: string,
  retention: number | null,
): Promise<TableMaintenance> {
  return database.pinned(async (conn) => {
    await conn.exec(`BEGIN; SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    try {
      const [made] = await conn.query<{ n: number }>('SELECT ensure_monthly_partitions($1, $2) AS n', [
        name,
        MONTHS_AHEAD,
      ]);
      // A new month's GIN indexes get the bounded pending list the migrated ones have (1806).
      if (made?.n) await conn.query('SELECT bound_gin_pending_lists()');
      const [gone] =
        retention === null
          ? [{ n: 0 }]
          : await conn.query<{ n: number }>('SELECT drop_expired_partitions($1, $2) AS n', [name, retention]);
      await conn.exec('COMMIT');
      return { name, created: made?.n ?? 0, dropped: gone?.n ?? 0 };
    } catch (err) {
      await conn.exec('ROLLBACK');
      throw err;
    }
  });
}

const statsRow = z.object({
  name: z.string(),
  kind: z.string(),
  default_rows: z.coerce.number(),
  months_ahead: z.number().int(),
});
export type PartitionStats = z.infer<typeof statsRow>;

/** Per registered table: rows waiting in its default partition, months covered past the current. */
export async function partitionStats(database: Pick<Database, 'query'>): Promise<PartitionStats[]> {
  return z.array(statsRow).parse(await database.query('SELECT * FROM partition_stats()'));
}
