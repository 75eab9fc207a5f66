import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/sql-helpers';
import { guardedMove } from '../../platform/state-machine/machine';
import { transactions, type TxMethod, type TxStatus } from './tables';
import {
  ENDED_UNPAID,
  OUTCOME_UNKNOWN,
  PROVIDER_UNAVAILABLE_REASON,
  txMachine,
  type TxEvent,
} from './tx-machine';

/**
 * The one writer of `transactions.status` (issue 37): every UPDATE of the column is here, and each
 * moves the row only by events of tx-machine.ts through `guardedMove`, decided on the row as it is
 * locked by the statement itself, so an illegal move writes nothing. Rows get their first status
 * where they are created (the charge files' attempt rows, demo-transactions.ts).
 */

/** The locked row of a move: the `old` CTE of `lockedRow`, with its machine state. */
const old = pgTable('old', { state: text('state') });

const stateOfRow = sql.raw(
  `CASE WHEN status = 'falha' AND failure_reason = '${PROVIDER_UNAVAILABLE_REASON}' THEN '${OUTCOME_UNKNOWN}' ELSE status END`,
);
const lockedRow = (id: string) =>
  sql`WITH old AS (SELECT id, status, ${stateOfRow} AS state FROM transactions WHERE id = ${id} FOR UPDATE)`;

export type TxMove = { state: SQL; allowed: SQL };

/**
 * The move of the locked row by whichever of `events` its state allows (their allowed sets do not
 * overlap: one provider answer is 'paid', 'paid late' or 'dispute won' depending on the row), or
 * null when none is allowed anywhere.
 */
export function moveBy(events: readonly TxEvent[]): TxMove | null {
  const moves = events.flatMap((e) => guardedMove(txMachine, old.state, e) ?? []);
  if (moves.length === 0) return null;
  return {
    state: sql`CASE ${sql.join(
      moves.map((m) => sql`WHEN ${m.allowed} THEN ${m.status}`),
      sql` `,
    )} END`,
    allowed: sql`(${sql.join(
      moves.map((m) => m.allowed),
      sql` OR `,
    )})`,
  };
}

/** The stored status of a state: the outcome unknown is stored as 'falha' (tx-machine.ts). */
const storedStatus = (state: SQL) =>
  sql`CASE ${state} WHEN ${OUTCOME_UNKNOWN}::text THEN 'falha' ELSE ${state} END`;

/** A row moved by a move, as the writers answer it. */
export type MovedRow = {
  id: string;
  status: TxStatus;
  previous: TxStatus;
  late_payment: boolean;
  failure_reason: string | null;
  method: TxMethod;
};

/**
 * Moves transaction `id` by `events` and sets `set` (SQL over the row `t` and the locked `old`:
 * `fromEndedUnpaid`, `fromOutcomeUnknown`). `where` narrows it further.
 * Answers the moved row, or null when the machine (or `where`) refused it: nothing was written.
 */
export async function moveTransaction(
  db: Db,
  id: string,
  events: readonly TxEvent[],
  q: { set?: SQL; where?: SQL; returning?: SQL } = {},
): Promise<(MovedRow & { announced: unknown }) | null> {
  const move = moveBy(events);
  if (!move) return null;
  const result = await db.execute(sql`
    ${lockedRow(id)}
     UPDATE transactions t SET status = ${storedStatus(move.state)}, ${q.set ? sql`${q.set},` : sql``} updated_at = now()
     FROM old
     WHERE t.id = old.id AND ${move.allowed}${q.where ?? sql``}
     RETURNING t.id, t.status, old.status AS previous, t.late_payment, t.failure_reason, t.method,
       ${q.returning ?? sql`NULL`} AS announced`);
  return rowsOf<MovedRow & { announced: unknown }>(result)[0] ?? null;
}

/** Whether the locked row is moved from an ended-unpaid state (a late payment). */
export const fromEndedUnpaid = inArray(old.state, [...ENDED_UNPAID]);
/** Whether the locked row is the outcome unknown. */
export const fromOutcomeUnknown = sql`${old.state} = ${OUTCOME_UNKNOWN}::text`;

/**
 * A refund the provider made, added to the transaction's refunded amount; the one that completes
 * the paid amount moves it by 'refunded' (to 'estornada') where the machine allows it: a sale
 * charged back or disputed meanwhile keeps that status, the money given back is still counted. A
 * late PIX refunded is reviewed. Answers the status before and after, or null without the row.
 */
export async function addRefunded(
  db: Db,
  id: string,
  cents: number,
  reviewer: string | null,
): Promise<{ id: string; status: TxStatus; previous: TxStatus } | null> {
  const [added] = await db
    .update(transactions)
    .set({
      refundedCents: sql`${transactions.refundedCents} + ${cents}`,
      lateReviewedAt: sql`CASE WHEN ${transactions.latePayment} THEN coalesce(${transactions.lateReviewedAt}, now()) END`,
      lateReviewedBy: sql`CASE WHEN ${transactions.latePayment} THEN coalesce(${transactions.lateReviewedBy}, ${reviewer}::uuid) END`,
      updatedAt: new Date(),
    })
    .where(eq(transactions.id, id))
    .returning({
      status: transactions.status,
      complete: sql<boolean>`${transactions.refundedCents} >= ${transactions.amountCents}`,
    });
  if (!added) return null;
  const moved = added.complete ? await moveTransaction(db, id, ['refunded']) : null;
  return { id, status: moved?.status ?? added.status, previous: added.status };
}
