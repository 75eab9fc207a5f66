import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { loadLinkFor, providerSplitRules, storedChargeAnswer, type ChargeAnswer } from './charge-common';
import { admitCharge, settleCharge } from './charge-velocity';
import {
  checkIdempotencyKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
} from './idempotency';
import type { Attempt, MethodIntent } from './methods';
import { parsePaymentRequest } from './payment-request';
import { priceLinkOrder, readOrder, type ChargeLink } from './order';
import { payerKeyOf } from './open-pix';
import { replaceOpenPix } from './replace-open-pix';

export { BOLETO_KEY_REQUIRED } from './methods';

type Charge = (attempt: Attempt) => Promise<ChargeAnswer>;

/**
 * Who is paying, as the HTTP request tells: the retry key, the client's address and the payer's
 * browser token (`X-Payer-Token`), which finds their open PIX code again.
 */
export type PayerRequest = {
  idempotencyKey: string | undefined;
  clientAddress: string;
  payerToken?: string | undefined;
};

/**
 * `POST /payment/:paymentLinkId`: validate, load the link, count the attempt against the velocity
 * limits, then charge under the request's Idempotency-Key (when given). Invalid requests are
 * refused before the attempt is counted and the key claimed, so a corrected retry with the same
 * key is not mistaken for a different request. What differs by method is its module's (methods/).
 */
export async function payLink(
  ctx: AppContext,
  linkId: string,
  body: unknown,
  payer: PayerRequest,
): Promise<ChargeAnswer> {
  const { method, intent } = parsePaymentRequest(body);
  const order = readOrder(body);
  if (intent.idempotencyKeyRequired !== undefined && payer.idempotencyKey === undefined)
    throw AppError.badRequest(intent.idempotencyKeyRequired, 'Idempotency-Key', 'idempotency_key_required');
  // Priced from the payer's choice (issue 40): from here on the link's amount is the order's total.
  const link = await priceLinkOrder(ctx, await loadLinkFor(ctx, linkId, method.rules.id), order, {
    checkAnswers: true,
  });
  const payerKey = payerKeyOf(ctx.config.tokenSecret, payer.payerToken);
  // Everything that can be refused without side effects: a PIX amount that is not the link's, a
  // card price the payer did not see, a split recipient the provider cannot pay.
  intent.check(link);
  const open = await intent.findOpen(ctx, link, payerKey);
  if (open) return open;
  const splitRules = await providerSplitRules(ctx.db, link.splitRules);
  const charge: Charge = async (attempt) => {
    // On a link with a limit the payer's own older code (about to expire, or replaced by their
    // card) is voided first, so this payer cannot pay the link twice.
    if (payerKey && link.capacity !== null)
      await replaceOpenPix(ctx, link.id, payerKey, attempt.transactionId);
    return intent.charge(ctx, { link, splitRules, attempt, payerKey });
  };
  const key = payer.idempotencyKey === undefined ? undefined : checkIdempotencyKey(payer.idempotencyKey);
  const ticket = await admitCharge(ctx, {
    clientAddress: payer.clientAddress,
    linkId: link.id,
    ...(intent.cardNumber === undefined ? {} : { cardNumber: intent.cardNumber }),
  });
  const outcome = { declined: false };
  try {
    return await chargeUnderKey(ctx, link, intent, key, async (attempt) => {
      const answer = await charge(attempt);
      outcome.declined = answer.status === 402;
      return answer;
    });
  } finally {
    await settleCharge(ctx, ticket, outcome.declined ? 'declined' : 'attempted');
  }
}

async function chargeUnderKey(
  ctx: AppContext,
  link: ChargeLink,
  intent: MethodIntent,
  key: string | undefined,
  charge: Charge,
): Promise<ChargeAnswer> {
  if (key === undefined) return charge({ transactionId: randomUUID(), resumed: false });
  const scope = `payment:${link.id}`;
  // The same key with another quantity, amount, coupon or answers is another request.
  const chosen =
    link.checkout.pricing !== 'fixo' || link.order.coupon !== null || link.order.fields.length > 0;
  const fingerprinted = chosen ? { ...intent.request, order: link.order } : intent.request;
  const hash = requestFingerprint(ctx.config.tokenSecret, fingerprinted);
  const claim = await claimIdempotencyKey(ctx.database, scope, key, hash);
  if (claim.kind === 'replay') return storedChargeAnswer(claim.status, claim.body);
  let answer: ChargeAnswer;
  try {
    answer = await charge({ transactionId: claim.transactionId, resumed: claim.resumed });
  } catch (err) {
    // Nothing final happened (or we cannot tell): the same key may try again, same transaction id.
    await releaseIdempotencyKey(ctx.database, scope, key);
    throw err;
  }
  await completeIdempotencyKey(ctx.database, scope, key, answer.status, answer.body);
  return answer;
}
