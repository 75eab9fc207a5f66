import { getTableColumns, getTableName, type SQL, type Subquery } from 'drizzle-orm';
import { QueryBuilder, type PgTable } from 'drizzle-orm/pg-core';

/**
 * A read-only view of a domain's table for other domains' joins and filters (docs/decisions/012):
 * the owner chooses what others see; the result is a subquery under the table's own name, so the
 * SQL reads as before and PostgreSQL flattens it into the plan (indexes included), but `insert`,
 * `update` and `delete` refuse it: the owner's functions stay the table's only writers. `extra`
 * adds columns the schema file does not declare (generated search columns).
 */
export function readView<
  T extends PgTable,
  K extends keyof T['_']['columns'] & string = never,
  E extends Record<string, SQL.Aliased> = Record<never, SQL.Aliased>,
>(table: T, hidden: readonly K[] = [], extra?: E) {
  const columns = getTableColumns(table) as T['_']['columns'];
  const shown = Object.fromEntries(
    Object.entries(columns).filter(([key]) => !(hidden as readonly string[]).includes(key)),
  ) as Omit<T['_']['columns'], K>;
  const fields = { ...shown, ...(extra ?? ({} as E)) };
  return new QueryBuilder()
    .select(fields)
    .from(table as PgTable)
    .as(getTableName(table));
}

/** Every column of a view, to select a whole row of it as one nested object. */
export function viewRow<V extends Subquery>(view: V): V['_']['selectedFields'] {
  const fields = view as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(view._.selectedFields).map((key) => [key, fields[key]]));
}
