import type { Db } from '../../platform/db/client';
import type { TxStatus } from './tables';

/** A status change or a refund, told to other domains inside the transaction that records it. */
export type TxChange = {
  transactionId: string;
  status: TxStatus;
  /** Null for a refund (the status may stay 'pago') and for a failure. */
  previous: TxStatus | null;
  refund?: { id: string; amountCents: number };
};

/** Runs on `db`, the recording transaction: what it writes commits (or rolls back) with the change. */
export type TxChangeHook = (db: Db, change: TxChange) => Promise<void>;

const hooks: TxChangeHook[] = [];

/**
 * Once per process, like the demo seeders: another domain (developers' outgoing webhooks) writes
 * its outbox rows with the change, without payments importing it.
 */
export function onTxChange(hook: TxChangeHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runTxChangeHooks(db: Db, change: TxChange): Promise<void> {
  for (const hook of hooks) await hook(db, change);
}
