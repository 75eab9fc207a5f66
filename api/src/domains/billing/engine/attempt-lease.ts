import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { ClaimedAttempt, Clock } from './types';
import { chargeAttempts } from '../tables';

/**
 * An attempt's lease is short (BILLING_ATTEMPT_LEASE_SECONDS) and renewed every third of it for as
 * long as this process holds the attempt: claimed and waiting its turn, at the provider, having its
 * outcome written. An attempt whose process died is looked up by the next sweep once its lease ran
 * out, seconds later; a slow provider call never loses its lease while its process lives (the
 * pattern of the idempotency keys, payments/idempotency.ts).
 *
 * The lease value is the fencing token: each renewal is a compare-and-set on the value this process
 * last wrote, made only while that value has not run out, and one at a time per attempt (a beat and
 * the check before the provider call never race). Once a renewal fails, another sweep took the
 * attempt over: it stays lost to this process and is never charged here (lease.test.ts).
 */
const renewals = new WeakMap<ClaimedAttempt, Promise<boolean>>();

export function renewLease(ctx: AppContext, attempt: ClaimedAttempt, clock: Clock): Promise<boolean> {
  const previous = renewals.get(attempt) ?? Promise.resolve(true);
  const next = previous.then((held) => held && renewOnce(ctx, attempt, clock));
  // A database error leaves the lease as it was written: the next beat tries again.
  renewals.set(
    attempt,
    next.catch(() => true),
  );
  return next;
}

async function renewOnce(ctx: AppContext, attempt: ClaimedAttempt, clock: Clock): Promise<boolean> {
  const now = clock();
  const leaseUntil = new Date(now.getTime() + ctx.config.billing.attemptLeaseMs);
  // Still ours: the lease we hold, not yet run out.
  const ours = and(
    eq(chargeAttempts.leaseUntil, attempt.leaseUntil),
    sql`${chargeAttempts.leaseUntil} > ${now.toISOString()}`,
  );
  if (!(await setLease(ctx, attempt, leaseUntil, ours))) return false;
  attempt.leaseUntil = leaseUntil;
  return true;
}

/**
 * Takes over a lost attempt's lease (recover.ts): only while it is still in flight and its lease
 * has run out, so of two sweeps one takes it, and the run that lost it fails its next renewal.
 * Answers the new lease, or null when the attempt was taken or settled meanwhile.
 */
export async function takeLostLease(
  ctx: AppContext,
  attempt: { chargeId: string; attemptNo: number },
  clock: Clock,
): Promise<Date | null> {
  const at = clock();
  const leaseUntil = new Date(at.getTime() + ctx.config.billing.attemptLeaseMs);
  const runOut = sql`${chargeAttempts.leaseUntil} < ${at.toISOString()}`;
  return (await setLease(ctx, attempt, leaseUntil, runOut)) ? leaseUntil : null;
}

/** Sets an in-flight attempt's lease when `held` is true of its current one; whether it did. */
async function setLease(
  ctx: AppContext,
  attempt: { chargeId: string; attemptNo: number },
  leaseUntil: Date,
  held: SQL | undefined,
): Promise<boolean> {
  const set = await ctx.db
    .update(chargeAttempts)
    .set({ leaseUntil })
    .where(
      and(
        eq(chargeAttempts.chargeId, attempt.chargeId),
        eq(chargeAttempts.attemptNo, attempt.attemptNo),
        eq(chargeAttempts.outcome, 'em_andamento'),
        held,
      ),
    )
    .returning({ no: chargeAttempts.attemptNo });
  return set.length === 1;
}

export type HeldLeases = {
  /** Stops renewing one attempt (it is being run, or is done). */
  release(attempt: ClaimedAttempt): void;
  /** Stops renewing them all. */
  stop(): void;
};

/** Renews the attempts' leases every third of a lease until released; a lost one is dropped. */
export function holdLeases(ctx: AppContext, attempts: ClaimedAttempt[], clock: Clock): HeldLeases {
  const held = new Set(attempts);
  const timer = setInterval(
    () => {
      for (const attempt of held) {
        renewLease(ctx, attempt, clock).then(
          (kept) => kept || held.delete(attempt),
          () => undefined, // a missed beat is retried by the next; the lease spans three
        );
      }
    },
    Math.max(1, Math.floor(ctx.config.billing.attemptLeaseMs / 3)),
  );
  timer.unref();
  const stop = () => {
    held.clear();
    clearInterval(timer);
  };
  return {
    release: (attempt) => {
      held.delete(attempt);
      if (held.size === 0) stop();
    },
    stop,
  };
}
