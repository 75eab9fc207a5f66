import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chargeCardInputSchema, chargePixInputSchema } from '../types';
import { cardTransactionBody, pixTransactionBody } from './requests';

// Issue 36: what the adapter sends, against Zoop's OpenAPI v1.1 (PIX split and expiry; the
// split rule variants).

const seller = '25037b2978b14e7fa5b902d9322e8426';
const PARTNER = '0b05a360f4b749498f74e13004c08024';

describe("request bodies against Zoop's OpenAPI", () => {
  it('a PIX: D-pix fields, its split, and an expiry only past 24 h, zone-less in UTC', () => {
    const pixBody = (expiresInSeconds: number) =>
      pixTransactionBody(
        chargePixInputSchema.parse({
          referenceId: 'r3',
          amountCents: 15000,
          sellerId: seller,
          description: 'Pix',
          expiresInSeconds,
          splitRules: [
            {
              recipientSellerId: PARTNER,
              percentageHundredths: 1000,
              liable: true,
              chargeProcessingFee: false,
            },
          ],
        }),
        new Date('2026-11-26T12:00:00.000Z'),
      );
    const body = pixBody(300);
    assert.equal(body.payment_type, 'pix');
    assert.equal(body.pix_expiration_date_time, undefined);
    assert.equal(pixBody(24 * 3600).pix_expiration_date_time, undefined);
    // Zoop's OpenAPI example format ("2022-05-13 14:09:28"), in UTC like Zoop's zone-less answers.
    assert.equal(pixBody(3 * 24 * 3600).pix_expiration_date_time, '2026-11-29 12:00:00');
    assert.deepEqual(body.split_rules, [
      { recipient: PARTNER, liable: true, charge_processing_fee: false, percentage: 10 },
    ]);
  });

  it('is_gross_amount only on amount rules, and only when the rules take the whole amount', () => {
    const rules = (amountCents: number | undefined, percentageHundredths: number | undefined) =>
      [
        {
          recipientSellerId: seller,
          amountCents,
          percentageHundredths,
          liable: true,
          chargeProcessingFee: true,
        },
      ].map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));
    const body = (splitRules: object[]) =>
      cardTransactionBody(
        chargeCardInputSchema.parse({
          referenceId: 'r4',
          amountCents: 10000,
          installments: 1,
          sellerId: seller,
          card: { tokenId: '6408de3a490b4679adfc462810b68a85' },
          description: 'Pedido',
          splitRules,
        }),
      ).split_rules?.[0] as Record<string, unknown> | undefined;
    assert.equal(body(rules(10000, undefined))?.is_gross_amount, true);
    assert.equal(body(rules(5000, undefined))?.is_gross_amount, undefined);
    assert.equal(body(rules(undefined, 10000))?.is_gross_amount, undefined);
    assert.equal(body(rules(undefined, 10000))?.percentage, 100);
  });
});
