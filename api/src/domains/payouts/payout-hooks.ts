import type { Db } from '../../platform/db/client';

/** A payout that reached its end, told to other domains inside the transaction that records it. */
export type PayoutSettled = {
  id: string;
  sellerId: string;
  marketplaceId: string;
  status: 'pago' | 'falhou';
  amountCents: number;
  failureReason: string | null;
  bankAccountId: string;
  createdAt: Date;
  paidAt: Date | null;
};

/** Runs on `db`, the recording transaction: what it writes commits (or rolls back) with the change. */
export type PayoutSettledHook = (db: Db, payout: PayoutSettled) => Promise<void>;

const hooks: PayoutSettledHook[] = [];

/**
 * Once per process, like payments' `onTxChange`: the developers domain can write its outgoing
 * `payout.paid` / `payout.failed` events with the change, without payouts importing it.
 */
export function onPayoutSettled(hook: PayoutSettledHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runPayoutSettledHooks(db: Db, payout: PayoutSettled): Promise<void> {
  for (const hook of hooks) await hook(db, payout);
}
