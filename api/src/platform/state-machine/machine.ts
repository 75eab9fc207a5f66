import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A money status declared as a machine (issue 37): its states, its named events with what each
 * means, how a row starts, and for each state the state each allowed event leads to. The one
 * writer of the status column moves rows only through `guardedMove`, so an illegal move writes
 * nothing; the docs' section is generated from it (`machineDocs`) and a test keeps it true.
 */
export type MachineSpec<S extends string, E extends string> = {
  /** The marker key in the docs, and the name tests use. */
  key: string;
  /** The file the machine is declared in, as the docs name it. */
  source: string;
  statuses: readonly S[];
  /** Every event, with what it means (the docs' table). */
  events: Record<E, string>;
  /** How rows start (one or more ways in). */
  initial: readonly { status: S; event: string }[];
  table: Record<S, Partial<Record<E, S>>>;
};

export type Machine<S extends string, E extends string> = MachineSpec<S, E> & {
  eventNames: readonly E[];
  /** The status `event` leads to from `from`, or null when the table does not allow it. */
  next(from: S, event: E): S | null;
  /** The statuses from which `event` is allowed. */
  allowing(event: E): S[];
};

export function defineMachine<S extends string, E extends string>(spec: MachineSpec<S, E>): Machine<S, E> {
  const eventNames = Object.keys(spec.events) as E[];
  const next = (from: S, event: E): S | null => spec.table[from]?.[event] ?? null;
  return {
    ...spec,
    eventNames,
    next,
    allowing: (event) => spec.statuses.filter((s) => next(s, event) !== null),
  };
}

/**
 * The guarded part of one UPDATE that moves rows by `event`: the new status computed from each
 * row's own (a CASE over the table), and the condition that refuses every row whose status does
 * not allow the event. Decided by the row as it is when written, not as it was read. `null` when no
 * status allows the event (the writer then writes nothing).
 */
export function guardedMove<S extends string, E extends string>(
  machine: Machine<S, E>,
  column: AnyColumn,
  event: E,
): { status: SQL; allowed: SQL } | null {
  const from = machine.allowing(event);
  if (from.length === 0) return null;
  const cases = sql.join(
    from.map((s) => sql`WHEN ${s}::text THEN ${machine.next(s, event)}::text`),
    sql` `,
  );
  return { status: sql`CASE ${column} ${cases} END`, allowed: inArray(column, from) };
}
