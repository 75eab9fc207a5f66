import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validatePixBrCode } from '../../../platform/br-codes/pix/br-code';
import { pixPending2025 } from './recorded/pix-2025';
import { zoopTransactionSchema } from './schemas';
import { toProviderCharge } from './to-charge';

/** The PIX real Zoop answered in 2025 (recorded/pix-2025.ts), through the adapter's parser and status map. */
describe('the recorded Zoop PIX of 2025', () => {
  const charge = toProviderCharge(zoopTransactionSchema.parse(pixPending2025), pixPending2025);

  it('is a pending PIX of R$ 250,00 for its seller, not paid, with its BR Code', () => {
    assert.deepEqual(
      [charge.status, charge.method, charge.amountCents, charge.feesCents, charge.sellerId],
      ['pendente_pix', 'pix', 25_000, 0, '25cbfba45ed54df7b278b0f5e1d4fc67'],
    );
    assert.equal(charge.pix?.emv, pixPending2025.payment_method.qr_code.emv);
    // A dynamic code without field 54: the amount is the charge's, read from Zoop's answer.
    assert.ok(validatePixBrCode(charge.pix?.emv ?? '').valid);
  });

  it('reads its zone-less expiry as UTC: 24 h after it was created', () => {
    assert.equal(charge.pix?.expiresAt, '2025-07-22T21:46:48.000Z');
  });
});
