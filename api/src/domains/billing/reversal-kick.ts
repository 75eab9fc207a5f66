import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { TxChange } from '../payments';

/** Delivered to every instance when a reversal commits: it wakes the billing engine. */
export const PAYMENT_REVERSED_CHANNEL = 'pagora_payment_reversed';

/**
 * Payments' status hook (registered once in register.ts), run in the transaction that records the
 * change: only a reversal takes a transaction from 'pago' to 'falha'. The NOTIFY goes out on
 * commit, so the sweep that settles the renewal (engine/settle-reversals.ts) runs at once, not at
 * the next timer; a link payment's reversal costs one idle sweep.
 */
export async function announcePaymentReversed(db: Db, change: TxChange): Promise<void> {
  if (change.previous === 'pago' && change.status === 'falha' && !change.refund)
    await db.execute(sql`SELECT pg_notify(${PAYMENT_REVERSED_CHANNEL}, '')`);
}
