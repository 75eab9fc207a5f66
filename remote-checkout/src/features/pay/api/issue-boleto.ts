import type { BoletoPaymentRequestInput } from '@pagora/shared';
import type { OrderKeys } from './order-keys';
import { paymentsContract, type BoletoAnswer } from '@pagora/shared/contracts';
import { payerToken } from '../../../lib/payer-memory';
import { PublicApiError } from '../../../lib/public-api';
import { UNEXPECTED_ANSWER, callPublic } from '../../../lib/public-call';

export type IssuedBoleto = BoletoAnswer;

/**
 * `POST /payment/:linkId` for a boleto (issue 24). The same Idempotency-Key answers the same
 * boleto, so a retry after a lost answer never issues a second one.
 */
export async function issueBoleto(
  linkId: string,
  body: BoletoPaymentRequestInput & OrderKeys,
  idempotencyKey: string,
): Promise<IssuedBoleto> {
  const answer = await callPublic(
    paymentsContract.pay,
    { params: { paymentLinkId: linkId }, body },
    { 'Idempotency-Key': idempotencyKey, 'X-Payer-Token': payerToken() },
  );
  // A PIX code or a card result for a boleto body is off contract.
  if (!('boleto' in answer)) throw new PublicApiError(UNEXPECTED_ANSWER, null, 'UNEXPECTED_ANSWER', answer);
  return answer;
}
