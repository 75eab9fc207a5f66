import { inTransactionHooks } from '../../platform/db/in-transaction-hooks';
import type { TxStatus } from './tables';

/** A status change or a refund, told to other domains inside the transaction that records it. */
export type TxChange = {
  transactionId: string;
  status: TxStatus;
  /** Null for a refund (the status may stay 'pago') and for a failure. */
  previous: TxStatus | null;
  refund?: { id: string; amountCents: number };
};

const hooks = inTransactionHooks<TxChange>();

/**
 * Once per process, like the demo seeders: another domain (developers' outgoing webhooks) writes
 * its outbox rows with the change, without payments importing it.
 */
export const onTxChange = hooks.on;
export const runTxChangeHooks = hooks.run;
