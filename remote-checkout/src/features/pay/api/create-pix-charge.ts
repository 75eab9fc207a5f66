import type { PixPaymentRequestInput } from '@pagora/shared';
import type { OrderKeys } from './order-keys';
import { paymentsContract, type PixAnswer } from '@pagora/shared/contracts';
import { payerToken } from '../../../lib/payer-memory';
import { PublicApiError } from '../../../lib/public-api';
import { UNEXPECTED_ANSWER, callPublic } from '../../../lib/public-call';

/** A PIX charge; `id` is our transaction id: the socket, the sandbox and the receipt use it. */
export type PixCharge = PixAnswer;

/**
 * `POST /payment/:linkId` for PIX; one Idempotency-Key per attempt (a new code is a new attempt).
 * The payer token makes the server answer this payer's code that is still open, if any.
 */
export async function createPixCharge(
  linkId: string,
  body: PixPaymentRequestInput & OrderKeys,
  idempotencyKey: string,
): Promise<PixCharge> {
  const answer = await callPublic(
    paymentsContract.pay,
    { params: { paymentLinkId: linkId }, body },
    { 'Idempotency-Key': idempotencyKey, 'X-Payer-Token': payerToken() },
  );
  // The route answers a card's result for a card body: for a PIX body that is off contract.
  if (!('barCode' in answer)) throw new PublicApiError(UNEXPECTED_ANSWER, null, 'UNEXPECTED_ANSWER', answer);
  return answer;
}
