import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { ProviderCharge } from '../gateway';
import { applyCharge, markFailed, type StatusChange } from './transactions-repo';
import { addRefunded } from './tx-writer';
import { enqueuePaidMail, enqueueRefundMail, enqueueReversedMail } from './payment-mail';
import { moveRefund } from './refund-machine';
import type { TxStatus } from './tables';
import { deliverLocally, publishTxStatus, txNotifyReturning } from './tx-events';
import { runTxChangeHooks } from './status-hooks';
import { isSold } from './tx-status';

/**
 * Every status write of the engine goes through here: the row first (forward-only) with the
 * e-mails a payment causes, then, once it is committed, the event every instance forwards to the
 * payer's socket.
 */
export async function recordCharge(
  ctx: AppContext,
  id: string,
  charge: ProviderCharge,
  extra: {
    expiresAt?: Date;
    failureReason?: string;
    /** More writes of the caller's that must commit with this change (a boleto's e-mail). */
    alongside?: (db: Db) => Promise<void>;
  } = {},
): Promise<StatusChange | null> {
  // The status, the messages it causes and the NOTIFY (delivered at commit) commit together, or
  // not at all; this instance's own sockets are told once it has committed.
  const announce = txNotifyReturning(ctx.payments.hub.instanceId, Date.now());
  const change = await ctx.db.transaction(async (db) => {
    const applied = await applyCharge(db, id, charge, { ...extra, announce });
    if (applied && extra.alongside) await extra.alongside(db);
    // A dispute won brings the sale back to 'pago': the payer was told of the payment already.
    if (applied?.status === 'pago' && !isSold(applied.previous)) await enqueuePaidMail(db, id);
    if (applied?.previous === 'pago' && applied.status === 'falha') await enqueueReversedMail(db, id);
    if (applied && applied.status !== applied.previous)
      await runTxChangeHooks(db, { transactionId: id, status: applied.status, previous: applied.previous });
    return applied;
  });
  if (change && change.status !== change.previous) {
    ctx.metrics.payment(charge.method, change.status);
    deliverLocally(
      ctx.payments.hub,
      {
        id,
        status: change.status,
        previous: change.previous,
        failureReason: change.failureReason,
        method: charge.method,
      },
      (seconds) => ctx.metrics.pixPushed(seconds),
    );
  }
  return change;
}

/**
 * The provider's first answer for a row that already holds the status it answers (a new PIX code:
 * the attempt row and the answer are both `pendente_pix`): nothing changes status, so no hooks,
 * e-mail or event, and the details are one statement with no transaction around it. Should the
 * status differ (its webhook was faster, or the answer is another status), `recordCharge` records
 * the answer in full.
 */
export async function recordChargeDetails(
  ctx: AppContext,
  id: string,
  charge: ProviderCharge,
  extra: { expiresAt?: Date } = {},
): Promise<StatusChange | null> {
  const same = await applyCharge(ctx.db, id, charge, { ...extra, unchangedOnly: true });
  return same ?? recordCharge(ctx, id, charge, extra);
}

export async function recordFailure(
  ctx: AppContext,
  id: string,
  reason: string,
  providerId: string | null = null,
): Promise<boolean> {
  const failed = await markFailed(ctx.db, id, reason, providerId);
  if (failed) {
    // markFailed is one raw statement outside a transaction: the hooks follow it in their own.
    await ctx.db.transaction((db) =>
      runTxChangeHooks(db, { transactionId: id, status: failed.status, previous: failed.previous }),
    );
    ctx.metrics.payment(failed.method, failed.status);
    await publishTxStatus(
      ctx.database,
      ctx.payments.hub,
      {
        id,
        status: failed.status,
        previous: failed.previous,
        failureReason: reason,
        method: failed.method,
      },
      (seconds) => ctx.metrics.pixPushed(seconds),
    );
  }
  return failed !== null;
}

/**
 * A refund the provider made: the attempt row becomes 'done' and the transaction's refunded amount
 * grows in one database transaction with the payer's refund notice (the last refund makes it
 * 'estornada' where tx-machine.ts allows; a late PIX refunded is reviewed), then the event goes
 * out. Only a 'pending' attempt moves (refund-machine.ts), so the request and the sweep finishing
 * the same refund record it once. Null when it was already recorded.
 */
export async function recordRefund(
  ctx: AppContext,
  refundId: string,
  providerRaw: unknown,
): Promise<{ transactionId: string; status: TxStatus; previous: TxStatus } | null> {
  const change = await ctx.db.transaction(async (db) => {
    const refund = await moveRefund(db, refundId, 'provider_refunded', {
      providerRaw: (providerRaw ?? null) as object | null,
    });
    if (!refund) return null;
    const tx = await addRefunded(db, refund.transactionId, refund.amountCents, refund.requestedBy);
    if (!tx) return null;
    await enqueueRefundMail(db, refund);
    await runTxChangeHooks(db, {
      transactionId: tx.id,
      status: tx.status,
      previous: tx.previous,
      refund: { id: refund.id, amountCents: refund.amountCents },
    });
    return { transactionId: tx.id, status: tx.status, previous: tx.previous };
  });
  // Also a partial refund (the status stays 'pago'): listeners learn of the refund; the payer's
  // socket is told nothing new (tx-status.ts, pushFor). A sale the provider's webhook already
  // recorded refunded in full was announced then: not twice.
  if (change && (change.status !== change.previous || change.status === 'pago'))
    await publishTxStatus(
      ctx.database,
      ctx.payments.hub,
      {
        id: change.transactionId,
        status: change.status,
        previous: change.previous,
      },
      (seconds) => ctx.metrics.pixPushed(seconds),
    );
  return change;
}
