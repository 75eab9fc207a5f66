/** What a sweep reports: cycles billed, attempts made and their results, lost attempts settled. */
export type SweepReport = {
  opened: number;
  attempted: number;
  paid: number;
  refused: number;
  recovered: number;
  /** Boletos issued for boleto subscriptions (issue 24). */
  issued: number;
  /** Issued boletos found paid or expired and settled on their charge. */
  settled: number;
  /** Paid charges whose payment the provider reversed, counted as refused (settle-reversals.ts). */
  reversed: number;
};

/** A clock read at each use: leases are compared at the time they are taken, not at sweep start. */
export type Clock = () => Date;

/**
 * The clock of a sweep at `now`: `now` itself, moving on in real time. A long sweep (hundreds of
 * charges) must not take or check leases with the time it started at: another instance would see
 * them as already expired and recover attempts still being charged. Tests pass a `now` days ahead.
 */
export function clockFrom(now: Date): Clock {
  const offset = now.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** One attempt at a charge, its row written and committed before the provider is called. */
export type ClaimedAttempt = {
  chargeId: string;
  attemptNo: number;
  transactionId: string;
  resumed: boolean;
  /** The lease this run wrote: its fencing token (renewLease). */
  leaseUntil: Date;
};
