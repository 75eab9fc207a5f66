import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { guardedMove } from '../../../platform/state-machine/machine';
import { chargeAttempts, type AttemptOutcome } from '../tables';
import { ATTEMPT_MACHINE, type AttemptEvent } from './attempt-lifecycle';

/** An attempt by its key. */
export type AttemptKey = { chargeId: string; attemptNo: number };

/**
 * The one writer of attempt outcomes (attempt-lifecycle.ts). Moves the attempt by `event` in one
 * guarded UPDATE, to the outcome the table gives from its own as it is when written, so a late
 * answer racing a recovery, a second sweep or a replayed reversal is decided by the row, not by
 * what was read. An outcome that does not allow the event is refused: nothing is written, the
 * decline reason included, and the answer is null. Answers the new outcome and who made the
 * attempt (a customer's refused payment leaves the engine's schedule alone).
 */
export async function moveAttempt(
  db: Db,
  attempt: AttemptKey,
  event: AttemptEvent,
  declineReason?: string | null,
): Promise<{ outcome: AttemptOutcome; origin: 'engine' | 'customer' } | null> {
  const move = guardedMove(ATTEMPT_MACHINE, chargeAttempts.outcome, event);
  if (!move) return null;
  const [moved] = await db
    .update(chargeAttempts)
    .set(declineReason === undefined ? { outcome: move.status } : { outcome: move.status, declineReason })
    .where(
      and(
        eq(chargeAttempts.chargeId, attempt.chargeId),
        eq(chargeAttempts.attemptNo, attempt.attemptNo),
        move.allowed,
      ),
    )
    .returning({ outcome: chargeAttempts.outcome, origin: chargeAttempts.origin });
  return moved ?? null;
}
