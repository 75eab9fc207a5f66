import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { priceInstallments, type PayableLink } from '../links';
import { checkBoletoRequest, payByBoleto } from './boleto-charge';
import { payByCard } from './card-charge';
import { loadLinkFor, providerSplitRules, storedChargeAnswer, type ChargeAnswer } from './charge-common';
import { admitCharge, settleCharge } from './charge-velocity';
import {
  checkIdempotencyKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestFingerprint,
} from './idempotency';
import { parsePaymentRequest, type PaymentRequest } from './payment-request';
import { findOpenPix, payerKeyOf } from './open-pix';
import { checkPixAmount, payByPix, pixAnswer } from './pix-charge';
import { replaceOpenPix } from './replace-open-pix';

export const BOLETO_KEY_REQUIRED =
  'Para emitir um boleto, envie o cabeçalho Idempotency-Key: sem ele, uma nova tentativa emitiria um segundo boleto.';

type Attempt = { transactionId: string; resumed: boolean };
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
 * key is not mistaken for a different request.
 */
export async function payLink(
  ctx: AppContext,
  linkId: string,
  body: unknown,
  payer: PayerRequest,
): Promise<ChargeAnswer> {
  const request = parsePaymentRequest(body);
  // A boleto lives for weeks and a retry must find the same one: no key, no boleto.
  if (request.method === 'bank_slip' && payer.idempotencyKey === undefined)
    throw AppError.badRequest(BOLETO_KEY_REQUIRED, 'Idempotency-Key', 'idempotency_key_required');
  const link = await loadLinkFor(ctx, linkId, request.method);
  const payerKey = payerKeyOf(ctx.config.tokenSecret, payer.payerToken);
  if (request.method === 'pix') {
    checkPixAmount(link, request.valorCents);
    // The same payer asking again (reload, back, method switch) gets the code they already have.
    const open = await findOpenPix(ctx, link, payerKey);
    if (open) return { status: 200, body: pixAnswer(open) };
  }
  const charge = await prepareCharge(ctx, link, request, payerKey);
  const key = payer.idempotencyKey === undefined ? undefined : checkIdempotencyKey(payer.idempotencyKey);
  const ticket = await admitCharge(ctx, {
    clientAddress: payer.clientAddress,
    linkId: link.id,
    ...(request.method === 'credit_card' ? { cardNumber: request.card.number } : {}),
  });
  const outcome = { declined: false };
  try {
    return await chargeUnderKey(ctx, link.id, request, key, async (attempt) => {
      const answer = await charge(attempt);
      outcome.declined = answer.status === 402;
      return answer;
    });
  } finally {
    await settleCharge(ctx, ticket, outcome.declined ? 'declined' : 'attempted');
  }
}

/**
 * Everything that can be refused without side effects: a PIX amount that is not the link's, a card
 * price the payer did not see (or a count not offered), a split recipient the provider cannot pay.
 */
async function prepareCharge(
  ctx: AppContext,
  link: PayableLink,
  request: PaymentRequest,
  payerKey: string | null,
): Promise<Charge> {
  // On a link with a limit the payer's own older code (about to expire, or replaced by their card)
  // is voided first, so this payer cannot pay the link twice.
  const replaceOwn = async (attempt: Attempt) => {
    if (payerKey && link.capacity !== null)
      await replaceOpenPix(ctx, link.id, payerKey, attempt.transactionId);
  };
  if (request.method === 'pix') {
    // The same split as a card or a boleto (issue 36): Zoop's PIX takes `split_rules` too.
    const pixSplit = await providerSplitRules(ctx.db, link.splitRules);
    return async (attempt) => {
      await replaceOwn(attempt);
      return payByPix(ctx, link, pixSplit, attempt, payerKey, request.payer);
    };
  }
  if (request.method === 'bank_slip') {
    checkBoletoRequest(link, request.boleto);
    const boletoSplit = await providerSplitRules(ctx.db, link.splitRules);
    return async (attempt) => {
      await replaceOwn(attempt);
      return payByBoleto(ctx, link, request.boleto, boletoSplit, attempt);
    };
  }
  priceInstallments(link, request.card.installments, request.card.quotedTotalCents);
  const splitRules = await providerSplitRules(ctx.db, link.splitRules);
  return async (attempt) => {
    await replaceOwn(attempt);
    return payByCard(ctx, link, request.card, splitRules, attempt);
  };
}

async function chargeUnderKey(
  ctx: AppContext,
  linkId: string,
  request: PaymentRequest,
  key: string | undefined,
  charge: Charge,
): Promise<ChargeAnswer> {
  if (key === undefined) return charge({ transactionId: randomUUID(), resumed: false });
  const scope = `payment:${linkId}`;
  const hash = requestFingerprint(ctx.config.tokenSecret, request);
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
