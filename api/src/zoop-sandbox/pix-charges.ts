import { randomUUID } from 'node:crypto';
import { buildPixBrCode } from '../platform/br-codes/pix/br-code';
import type { EngineResult } from './card-charges';
import { buildSplitRules, validateSplit } from './card-charges';
import type { SandboxContext } from './context';
import { takenFeeCents } from './fee-rates';
import { pendingTransaction } from './pending-transaction';
import { newZoopId, type SbTransaction } from './state';
import type { CreateTransactionBody } from './transaction-input';
import { zoopErrorBody } from './zoop-reply';

/**
 * PIX charges stay `pending` with a valid BR Code until paid (control call) or expired. Like Zoop,
 * the expiry is the marketplace's setting (`pixExpirySeconds`). Zoop's OpenAPI v1.1 documents
 * `pix_expiration_date_time` only "que ultrapasse a 24h", "só poderá ser usado quando configurado
 * na Zoop", zone-less (`2022-05-13 14:09:28`, UTC as its recorded answers): the sandbox takes it
 * only so, when `pixHonourRequestedExpiry` is on, and refuses it otherwise with Zoop's message.
 */
const LONG_EXPIRY_MS = 24 * 3_600_000;
const ZONELESS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const refuseExpiry = (message: string): EngineResult => ({
  status: 400,
  error: zoopErrorBody(400, 'invalid_request_error', 'invalid_parameter', message),
});

/** Milliseconds the PIX lives, or Zoop's refusal of the requested expiry. */
function expiryMs(ctx: SandboxContext, requested: string | undefined, now: Date): number | EngineResult {
  if (requested === undefined) return ctx.opts.pixExpirySeconds * 1000;
  const at = ZONELESS.test(requested) ? Date.parse(`${requested.replace(' ', 'T')}Z`) : NaN;
  if (Number.isNaN(at))
    return refuseExpiry(
      'Invalid request. Parameter pix_expiration_date_time value is incorrect. Please verify request parameters',
    );
  // No public Zoop source: an upper limit for the requested expiry; the sandbox sets none.
  if (!ctx.opts.pixHonourRequestedExpiry || at - now.getTime() <= LONG_EXPIRY_MS)
    return refuseExpiry(
      'Invalid request. Parameter pix_expiration_date_time value is incorret. Limit date is not on range allowed. Please verify request parameters',
    );
  return at - now.getTime();
}

export function createPixTransaction(ctx: SandboxContext, body: CreateTransactionBody): EngineResult {
  const now = ctx.opts.now();
  const wanted = expiryMs(ctx, body.pix_expiration_date_time, now);
  if (typeof wanted !== 'number') return wanted;
  const splitRules = buildSplitRules(body);
  const splitError = validateSplit(ctx, splitRules, body.amount);
  if (splitError) return splitError;
  const id = newZoopId();
  const seller = ctx.store.sellers.get(body.on_behalf_of);
  const expiresAt = new Date(now.getTime() + wanted);
  const emv = buildPixBrCode({
    merchantName: seller?.displayName ?? ctx.opts.merchantName,
    merchantCity: ctx.opts.merchantCity,
    amountCents: body.amount,
    txid: id,
    url: `${ctx.opts.pixLocationHost}/qr/v2/${id}`,
  });
  const tx = pendingTransaction(ctx, body, {
    id,
    paymentType: 'pix',
    feesCents: takenFeeCents(ctx, 'pix', 1, body.amount),
    customer: body.customer ?? null,
    pix: { emv, expiresAt, paymentMethodId: newZoopId(), key: randomUUID() },
    splitRules,
  });
  addHistory(ctx, tx, 'created', 'succeeded');
  ctx.store.save('transaction', tx);
  armPixExpiry(ctx, tx);
  return { status: 201, tx };
}

/** Voids a pending PIX when its time is up; also re-armed for every pending PIX after a restart. */
export function armPixExpiry(ctx: SandboxContext, tx: SbTransaction): void {
  if (!tx.pix || tx.status !== 'pending') return;
  const ms = Math.max(0, tx.pix.expiresAt.getTime() - ctx.opts.now().getTime());
  // Another instance may have paid it meanwhile: its state is read back before expiring it.
  const expire = () =>
    void ctx.sync().then(
      () => expirePix(ctx, tx.id),
      () => undefined,
    );
  const timer = setTimeout(expire, Math.min(ms, 2 ** 31 - 1));
  ctx.timers.set(tx.id, timer.unref());
}

export function addHistory(
  ctx: SandboxContext,
  tx: SbTransaction,
  op: SbTransaction['history'][number]['operationType'],
  status: 'succeeded' | 'failed',
  amountCents = tx.amountCents,
) {
  const now = ctx.opts.now();
  tx.history.push({
    id: newZoopId(),
    operationType: op,
    status,
    amountCents,
    responseCode: '00',
    responseMessage: op,
    createdAt: now,
  });
  tx.updatedAt = now;
}

/** What the payer's bank does: settles a pending PIX or boleto (the same webhook). Returns false when it is no longer payable. */
export function payPix(ctx: SandboxContext, id: string): boolean {
  const tx = ctx.store.transactions.get(id);
  if (!tx || tx.paymentType === 'credit' || tx.status !== 'pending') return false;
  clearTimeout(ctx.timers.get(id));
  ctx.timers.delete(id);
  tx.status = 'succeeded';
  tx.captured = true;
  addHistory(ctx, tx, 'paid', 'succeeded');
  ctx.store.save('transaction', tx);
  ctx.emit('transaction.succeeded', tx);
  return true;
}

/** Expiry (a PIX's time, a boleto's limit date), as Zoop does it: the pending charge is voided and `transaction.canceled` is sent. */
export function expirePix(ctx: SandboxContext, id: string): boolean {
  const tx = ctx.store.transactions.get(id);
  ctx.timers.delete(id);
  if (!tx || tx.paymentType === 'credit' || tx.status !== 'pending') return false;
  tx.status = 'canceled';
  tx.voidedAt = ctx.opts.now();
  addHistory(ctx, tx, 'canceled', 'succeeded');
  ctx.store.save('transaction', tx);
  ctx.emit('transaction.canceled', tx);
  return true;
}
