import type { CardFormInput } from '@pagora/shared';
import { paymentsContract, type CardAnswer } from '@pagora/shared/contracts';
import type { OrderKeys } from './order-keys';
import { payerToken } from '../../../lib/payer-memory';
import { PublicApiError } from '../../../lib/public-api';
import { UNEXPECTED_ANSWER, callPublic } from '../../../lib/public-call';

export type CardResult = CardAnswer['data']['data'];

/** What the page does next: a result (approved, pending or declined), or an error to show in place. */
export type CardOutcome = { result: CardResult; message?: string };

/**
 * `POST /payment/:linkId` for a card. A decline answers 402 with the same body shape plus a message
 * (the contract's 402 answer); it is an outcome, not an error. Any other failure rejects with a
 * `PublicApiError`.
 */
export async function payByCard(
  linkId: string,
  form: CardFormInput,
  amount: number,
  idempotencyKey: string,
  quotedTotalCents?: number,
  /** The payer's order (issue 40): its keys ride at the body's top level (`amount` included). */
  order?: OrderKeys,
): Promise<CardOutcome> {
  try {
    const answer = await callPublic(
      paymentsContract.pay,
      {
        params: { paymentLinkId: linkId },
        body: { ...form, paymentMethod: 'credit_card', amount, quotedTotalCents, ...order },
      },
      // On a one-payment link the server voids this payer's own open PIX code first.
      { 'Idempotency-Key': idempotencyKey, 'X-Payer-Token': payerToken() },
    );
    // The route answers a PIX code for a PIX body: for a card body that is off contract.
    if (!('data' in answer)) throw new PublicApiError(UNEXPECTED_ANSWER, null, 'UNEXPECTED_ANSWER', answer);
    return { result: answer.data.data };
  } catch (err) {
    if (!(err instanceof PublicApiError) || err.status !== 402) throw err;
    const declined = paymentsContract.pay.response[402].safeParse(err.body);
    if (declined.success) return { result: declined.data.data.data, message: err.message };
    throw err;
  }
}
