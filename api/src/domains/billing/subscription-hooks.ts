import type { Db } from '../../platform/db/client';

/** A subscription cancelled, told to other domains inside the transaction that cancels it. */
export type SubscriptionCanceled = {
  id: string;
  sellerId: string;
  marketplaceId: string;
  buyerId: string;
  amountCents: number;
  canceledAt: Date;
};

export type SubscriptionCanceledHook = (db: Db, canceled: SubscriptionCanceled) => Promise<void>;

const hooks: SubscriptionCanceledHook[] = [];

/** Once per process: developers' outgoing webhooks write their outbox rows with the cancel. */
export function onSubscriptionCanceled(hook: SubscriptionCanceledHook): void {
  if (!hooks.includes(hook)) hooks.push(hook);
}

export async function runSubscriptionCanceledHooks(db: Db, canceled: SubscriptionCanceled): Promise<void> {
  for (const hook of hooks) await hook(db, canceled);
}
