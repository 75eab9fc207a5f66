import type { AppContext } from '../../platform/context';
import type { ProviderCharge } from './provider/port';
import { applyCharge, markFailed, type StatusChange } from './transactions-repo';
import { publishTxStatus } from './tx-events';

/**
 * Every status write of the engine goes through here: the row first (forward-only), then, once it
 * is committed, the event every instance forwards to the payer's socket.
 */
export async function recordCharge(
  ctx: AppContext,
  id: string,
  charge: ProviderCharge,
  extra: { expiresAt?: Date } = {},
): Promise<StatusChange | null> {
  const change = await applyCharge(ctx.database, id, charge, extra);
  if (change && change.status !== change.previous) {
    ctx.metrics.payment(charge.method, change.status);
    await publishTxStatus(ctx.database, id, change.status, charge.method);
  }
  return change;
}

export async function recordFailure(
  ctx: AppContext,
  id: string,
  reason: string,
  providerId: string | null = null,
): Promise<boolean> {
  const failed = await markFailed(ctx.database, id, reason, providerId);
  if (failed) {
    ctx.metrics.payment(failed.method, 'falha');
    await publishTxStatus(ctx.database, id, 'falha', failed.method);
  }
  return failed !== null;
}
