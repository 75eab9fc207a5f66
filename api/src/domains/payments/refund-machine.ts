import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { defineMachine, guardedMove } from '../../platform/state-machine/machine';
import { REFUND_STATES, refunds, type RefundRow, type RefundState } from './refund-table';

const EVENTS = {
  provider_refunded:
    'the provider voided the amount: its answer to our void, or the sweep finds the void at the provider (refund-reconcile.ts)',
  provider_refused: 'the provider refused the void (any error but unavailable): nothing was refunded',
  not_found_at_provider:
    'five minutes on, the sweep finds no trace of it at the provider: the void was never made, the amount is free again',
} as const;
export type RefundEvent = keyof typeof EVENTS;

/**
 * `refunds.state` as a machine (issue 37). 'pending' is the outcome unknown: the row is written
 * before the provider is called (refund-claim.ts, its only INSERT), so a void whose answer was lost
 * stays pending until the sweep learns what the provider did. `moveRefund` below is the one writer
 * of the column. docs/payments.md, "Refund transitions", is generated from it (refund-machine.test.ts).
 */
export const refundMachine = defineMachine<RefundState, RefundEvent>({
  key: 'refunds',
  source: 'api/src/domains/payments/refund-machine.ts',
  statuses: REFUND_STATES,
  events: EVENTS,
  initial: [{ status: 'pending', event: 'refund requested' }],
  table: {
    pending: { provider_refunded: 'done', provider_refused: 'failed', not_found_at_provider: 'failed' },
    done: {},
    failed: {},
  },
});

/**
 * Moves refund `id` by `event`, with `set` written alongside. The row's state as the statement
 * finds it decides: the request and the sweep finishing the same refund record it once. Answers
 * the moved row, or null when the machine refused it (nothing was written).
 */
export async function moveRefund(
  db: Db,
  id: string,
  event: RefundEvent,
  set: { failure?: string; providerRaw?: object | null } = {},
): Promise<RefundRow | null> {
  const move = guardedMove(refundMachine, refunds.state, event);
  if (!move) return null;
  const [row] = await db
    .update(refunds)
    .set({ ...set, state: move.status, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), move.allowed))
    .returning();
  return row ?? null;
}
