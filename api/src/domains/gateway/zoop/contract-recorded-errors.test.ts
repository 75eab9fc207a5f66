import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { declineMessage } from '../types';
import { mapZoopError } from './errors';
import * as R from './recorded/errors';

// Issue 28's contract suite, the error half: Zoop's own error envelopes (recorded/errors.ts names
// the source) through the adapter's one error map. Each is what a real payment would meet.

const mapped = (envelope: { error: { status_code: number } }) => {
  const err = mapZoopError(envelope.error.status_code, envelope);
  return { status: err.status, code: err.code, message: err.message, details: err.details ?? {} };
};

describe("Zoop's recorded error envelopes through the adapter", () => {
  it("a pending seller's refusal says so in pt-BR, not a generic 422", () => {
    const e = mapped(R.sellerAuthorizationRefused);
    assert.deepEqual(
      [e.status, e.code, e.message],
      [
        422,
        'seller_not_authorized',
        'O vendedor ainda não foi aprovado pelo provedor de pagamento e não pode receber pagamentos.',
      ],
    );
    assert.equal(e.details['providerCategory'], 'seller_authorization_refused');
  });

  it('a saved card without its buyer is a refusal with its own reason, not the issuer’s', () => {
    const e = mapped(R.cardCustomerNotAssociated);
    assert.deepEqual([e.status, e.code], [402, 'card_declined']);
    assert.equal(e.details['declineReason'], 'card_customer_not_associated');
    assert.equal(e.message, 'Pagamento recusado: cartão salvo não vinculado a este comprador.');
  });

  it('an issuer’s refusal reads in pt-BR', () => {
    const e = mapped(R.insufficientFunds);
    assert.deepEqual([e.status, e.code], [402, 'card_declined']);
    assert.equal(e.message, declineMessage('insufficient_funds_error'));
  });

  it('a refused void is a refused refund (the adapter turns a partial PIX one into its own words)', () => {
    const e = mapped(R.voidTransactionError);
    assert.deepEqual(
      [e.status, e.code, e.message],
      [422, 'refund_refused', 'O provedor de pagamento recusou o estorno.'],
    );
  });

  it('a timeout is an unknown outcome to look up, retryable; a bad key is our configuration', () => {
    const timeout = mapped(R.serviceRequestTimeout);
    assert.deepEqual(
      [timeout.status, timeout.code, timeout.details['retryable']],
      [504, 'provider_unavailable', true],
    );
    const auth = mapped(R.authenticationFailed);
    assert.deepEqual([auth.status, auth.code], [502, 'provider_auth_failed']);
    assert.deepEqual(mapped(R.duplicateTaxpayerId).code, 'provider_conflict');
  });
});
