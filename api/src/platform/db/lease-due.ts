import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './sql-helpers';

/** What a sweep leases: the owner's table and columns, named in the owner's own SQL. */
export type LeaseDueQuery = {
  /** The table (`sql\`transactions\``), written by the domain that owns it. */
  table: SQL;
  /** The lease column (`expiry_lease_until`, `reconcile_after`, `lease_until`). */
  leaseColumn: SQL;
  /** How long a row is held, in seconds: a number, or an expression over the row. */
  leaseSeconds: number | SQL;
  /** Which rows are due (without the lease test: added here). */
  due: SQL;
  orderBy: SQL;
  limit: number;
  /** The columns answered, as `RETURNING` lists them. */
  returning: SQL;
  /** Other columns set with the lease (`attempts = attempts + 1`). */
  alsoSet?: SQL;
};

/**
 * The one "claim the due rows" of the periodic sweeps (issue 37): each due row whose lease has
 * run out is leased in one statement by exactly one instance (`FOR UPDATE SKIP LOCKED`, so
 * instances share the work and never take a row twice), and the lease stays on the row (a column,
 * not a held lock), so an instance that dies mid-work leaves it to be taken again when the lease
 * ends. The leased rows are answered; what is done with them is the caller's.
 */
export async function leaseDue<T>(db: Db, q: LeaseDueQuery): Promise<T[]> {
  const seconds = typeof q.leaseSeconds === 'number' ? sql`${q.leaseSeconds}::int` : q.leaseSeconds;
  const also = q.alsoSet ? sql`, ${q.alsoSet}` : sql``;
  return rowsOf<T>(
    await db.execute(sql`
      UPDATE ${q.table} SET ${q.leaseColumn} = now() + make_interval(secs => ${seconds})${also}
       WHERE id IN (
         SELECT id FROM ${q.table}
          WHERE (${q.due}) AND (${q.leaseColumn} IS NULL OR ${q.leaseColumn} < now())
          ORDER BY ${q.orderBy} LIMIT ${q.limit} FOR UPDATE SKIP LOCKED)
       RETURNING ${q.returning}`),
  );
}
