import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { priceInstallments } from '../links';
import { payByCard } from './card-charge';
import { loadLinkFor, type ChargeAnswer } from './charge-common';
import {
  checkIdempotencyKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
} from './idempotency';
import { parsePaymentRequest } from './payment-request';
import { payByPix } from './pix-charge';

/**
 * `POST /payment/:paymentLinkId`: validate, load the link, then charge under the request's
 * Idempotency-Key (when given). Invalid requests are refused before the key is claimed, so a
 * corrected retry with the same key is not mistaken for a different request.
 */
export async function payLink(
  ctx: AppContext,
  linkId: string,
  body: unknown,
  idempotencyKey: string | undefined,
): Promise<ChargeAnswer> {
  const request = parsePaymentRequest(body);
  const link = await loadLinkFor(ctx, linkId, request.method);
  // A card price the payer did not see (or a count not offered) is refused before the key is
  // claimed: the payer's retry at the new price may reuse it.
  if (request.method === 'credit_card')
    priceInstallments(link, request.card.installments, request.card.quotedTotalCents);
  const charge = (attempt: { transactionId: string; resumed: boolean }) =>
    request.method === 'pix'
      ? payByPix(ctx, link, request.valorCents, attempt)
      : payByCard(ctx, link, request.card, attempt);
  if (idempotencyKey === undefined) return charge({ transactionId: randomUUID(), resumed: false });

  const key = checkIdempotencyKey(idempotencyKey);
  const scope = `payment:${link.id}`;
  const hash = requestFingerprint(ctx.config.tokenSecret, request);
  const claim = await claimIdempotencyKey(ctx.database, scope, key, hash);
  if (claim.kind === 'replay') return { status: claim.status, body: claim.body };
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
