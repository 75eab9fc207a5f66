import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { buildBarcode } from '../platform/br-codes/febraban';
import type { EngineResult } from './card-charges';
import { buildSplitRules, validateSplit } from './card-charges';
import type { SandboxContext } from './context';
import { brasiliaDate } from './payout-calendar';
import { pendingTransaction } from './pending-transaction';
import { takenFeeCents } from './fee-rates';
import { addHistory, expirePix } from './pix-charges';
import { newZoopId, type SbTransaction } from './state';
import type { CreateTransactionBody } from './transaction-input';
import { zoopErrorBody } from './zoop-reply';

/**
 * Boletos as Zoop issues them: registered at Itaú (341) for a buyer with an address, R$ 3,00 at
 * least (R$ 30,00 with late fee or interest), `pending` until the payer's bank pays (control call
 * `pay`, the same as a PIX) or the payment limit date passes (`expire`, or by itself at the end of
 * that day in Brasília).
 */

const instruction = z.looseObject({
  mode: z.string(),
  percentage: z.union([z.number(), z.string()]).optional(),
});
export const boletoMethodSchema = z.looseObject({
  expiration_date: z.iso.date(),
  payment_limit_date: z.iso.date().optional(),
  body_instructions: z.array(z.string().max(80)).max(4).optional(),
  billing_instructions: z
    .looseObject({ late_fee: instruction.optional(), interest: instruction.optional() })
    .optional(),
});

const refuse = (category: string, message: string): EngineResult => ({
  status: 400,
  error: zoopErrorBody(400, 'invalid_request_error', category, message),
});

export function createBoletoTransaction(ctx: SandboxContext, body: CreateTransactionBody): EngineResult {
  const method = boletoMethodSchema.safeParse(body.payment_method);
  if (!method.success) return refuse('missing_required_param', 'payment_method.expiration_date is required');
  const buyer = body.customer ? ctx.store.buyers.get(body.customer) : undefined;
  if (!buyer) return refuse('missing_required_param', 'boleto requires a customer (buyer)');
  if (!buyer.hasAddress) return refuse('invalid_parameter', 'buyer address is required for boleto');
  const pm = method.data;
  const charges = pm.billing_instructions?.late_fee || pm.billing_instructions?.interest;
  if (body.amount < 300) return refuse('invalid_parameter', 'boleto amount must be at least 3.00');
  if (charges && body.amount < 3000)
    return refuse('invalid_parameter', 'boleto with late fee or interest must be at least 30.00');
  if (body.amount > 1_000_000) return refuse('invalid_parameter', 'boleto amount exceeds the limit');
  // Zoop's calendar is Brasília's: from 21:00 there, the UTC date is already tomorrow's, and a
  // boleto due today was refused as 'in the past'.
  const today = brasiliaDate(ctx.opts.now());
  const limit = pm.payment_limit_date ?? pm.expiration_date;
  if (pm.expiration_date < today || limit < pm.expiration_date)
    return refuse('invalid_parameter', 'expiration_date must not be in the past');
  const splitRules = buildSplitRules(body);
  const splitError = validateSplit(ctx, splitRules, body.amount);
  if (splitError) return splitError;

  const id = newZoopId();
  // Itaú's free field: carteira 109, an 8-digit nosso número, agência and conta (with its digits).
  const nossoNumero = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const freeField = `109${nossoNumero}${String(randomInt(0, 10))}0001123450`.padEnd(25, '0');
  const tx = pendingTransaction(ctx, body, {
    id,
    paymentType: 'boleto',
    feesCents: takenFeeCents(ctx, 'boleto', 1, body.amount),
    customer: buyer.id,
    pix: null,
    boleto: {
      id: newZoopId(),
      barcode: buildBarcode({
        bankCode: '341',
        dueDate: pm.expiration_date,
        amountCents: body.amount,
        freeField,
      }),
      dueDate: pm.expiration_date,
      paymentLimitDate: limit,
      url: `https://${ctx.opts.pixLocationHost}/boletos/${id}.pdf`,
      documentNumber: nossoNumero,
      instructions: {
        body_instructions: pm.body_instructions ?? [],
        billing_instructions: pm.billing_instructions ?? {},
      },
    },
    splitRules,
  });
  // Real Zoop answers a boleto it just issued with `captured: true` (recorded-boleto-2020.json):
  // whether it was paid is in its history and `payment_method`, never in `captured`.
  tx.captured = true;
  addHistory(ctx, tx, 'created', 'succeeded');
  ctx.store.save('transaction', tx);
  armBoletoExpiry(ctx, tx);
  return { status: 201, tx };
}

const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Cancels a pending boleto once its payment limit date is over in Brasília (UTC−3), as Zoop does,
 * or shortly after its cancellation was asked (boleto-cancellation.ts); also re-armed for every
 * pending boleto after a restart. A limit a month away is further than one timer reaches, so the
 * timer wakes up and re-arms until the day has passed.
 */
export function armBoletoExpiry(ctx: SandboxContext, tx: SbTransaction): void {
  if (!tx.boleto || tx.status !== 'pending') return;
  clearTimeout(ctx.timers.get(tx.id));
  const asked = tx.cancellationRequestedAt;
  const end = asked
    ? new Date(asked).getTime() + ctx.opts.boletoCancellationDelayMs
    : Date.parse(`${tx.boleto.paymentLimitDate}T23:59:59.999-03:00`);
  const ms = Math.max(0, end - ctx.opts.now().getTime());
  const timer = setTimeout(
    () => {
      if (ms > LONGEST_TIMER_MS) armBoletoExpiry(ctx, tx);
      else
        void ctx.sync().then(
          () => expirePix(ctx, tx.id),
          () => undefined,
        );
    },
    Math.min(ms, LONGEST_TIMER_MS),
  );
  ctx.timers.set(tx.id, timer.unref());
}
