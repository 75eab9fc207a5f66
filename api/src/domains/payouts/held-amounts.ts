import type { Db } from '../../platform/db/client';

/**
 * Money of a seller that another domain holds back from 'Sacar' (issue 36: the net of a sale the
 * payer's bank disputes, read by transactions' `disputeHolds`), per provider transaction.
 * Registered once per process like payments' `onTxChange`, so payouts never imports the domain
 * that reads its balances.
 */
export type Hold = { providerTransactionId: string | null; cents: number };
export type HoldsReader = (db: Db, sellerId: string) => Promise<Hold[]>;

const readers: HoldsReader[] = [];

export function onHeldAmounts(reader: HoldsReader): void {
  if (!readers.includes(reader)) readers.push(reader);
}

/**
 * What the holds take from the available balance: only the part already settled. A held sale's
 * receivables still to come are outside 'available' already (they count in 'A receber'), so
 * subtracting them again would show the seller less than it may withdraw.
 */
export async function heldSettledCents(
  db: Db,
  sellerId: string,
  pendingByTransaction: ReadonlyMap<string, number>,
): Promise<number> {
  let cents = 0;
  for (const read of readers)
    for (const hold of await read(db, sellerId)) {
      const pending = hold.providerTransactionId
        ? (pendingByTransaction.get(hold.providerTransactionId) ?? 0)
        : 0;
      cents += Math.max(0, hold.cents - pending);
    }
  return cents;
}
