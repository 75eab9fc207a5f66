import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STANDARD_FEE_RATES, type FeeRates } from './fee-table';
import { netPreview, type NetPreviewLink } from './net-preview';

const link = (over: Partial<NetPreviewLink>): NetPreviewLink => ({
  amountCents: 10_000,
  paymentMethods: ['pix'],
  parcelasSemJuros: 0,
  planRates: null,
  splitRules: [],
  ...over,
});

const nets = (lines: ReturnType<typeof netPreview>) =>
  lines.map((l) => [l.method, l.installments, l.payerTotalCents, l.providerFeeCents, l.netCents]);

test('PIX, boleto and the card at the standard rates: the card with interest pays its fee on the total', () => {
  const lines = netPreview(
    link({
      paymentMethods: ['pix', 'credit_card', 'bank_slip'],
      parcelasSemJuros: 2,
      // 3x at 24 % a.a.: R$ 34,68 x 3 = R$ 104,04 for the payer.
      planRates: [{ count: 3, rateHundredths: 2400 }],
    }),
    STANDARD_FEE_RATES,
  );
  assert.deepEqual(nets(lines), [
    // 0,99 % of R$ 100,00 = 99 cents; 3,99 % = 399.
    ['pix', 1, 10_000, 99, 9_901],
    ['credit_card', 1, 10_000, 399, 9_601],
    ['credit_card', 2, 10_000, 399, 9_601],
    // 3,99 % of R$ 104,04 = 415,1196 -> 415; the seller keeps the interest less the fee.
    ['credit_card', 3, 10_404, 415, 9_989],
    ['bank_slip', 1, 10_000, 250, 9_750],
  ]);
});

test('a split that carries the fee and the marketplace’s own fee: shares round down, the seller bears no fee', () => {
  const rates: FeeRates = {
    ...STANDARD_FEE_RATES,
    card: { '1x': 299, '2-6x': 399, '7-12x': 499, '13-21x': 599 },
    ownHundredths: 500,
  };
  const [only, ...rest] = netPreview(
    link({
      amountCents: 9_999,
      paymentMethods: ['credit_card'],
      splitRules: [{ recipientSellerId: 'b', percentageHundredths: 1_250, chargeProcessingFee: true }],
    }),
    rates,
  );
  assert.equal(rest.length, 0, 'no plan and no interest-free count: 1x only');
  assert.deepEqual(only, {
    method: 'credit_card',
    installments: 1,
    payerTotalCents: 9_999,
    // 2,99 % of 9.999 = 298,97 -> 299, carried by the split recipient.
    providerFeeCents: 299,
    feeCarriedBySplit: true,
    // 5 % of 9.999 = 499,95 -> 499 (a share rounds down).
    marketplaceFeeCents: 499,
    // 12,5 % of 9.999 = 1.249,875 -> 1.249.
    splitCents: 1_249,
    netCents: 9_999 - 499 - 1_249,
  });
});

test('a split that does not carry the fee leaves it with the seller; the band follows the count', () => {
  const rates: FeeRates = {
    ...STANDARD_FEE_RATES,
    card: { '1x': 299, '2-6x': 399, '7-12x': 499, '13-21x': 599 },
  };
  const lines = netPreview(
    link({
      amountCents: 12_345,
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 7,
      splitRules: [{ recipientSellerId: 'b', percentageHundredths: 3_333, chargeProcessingFee: false }],
    }),
    rates,
  );
  const seventh = lines.find((l) => l.installments === 7);
  // 4,99 % of 12.345 = 616,0155 -> 616; 33,33 % of 12.345 = 4.114,5885 -> 4.114.
  assert.deepEqual(
    [seventh?.providerFeeCents, seventh?.splitCents, seventh?.feeCarriedBySplit, seventh?.netCents],
    [616, 4_114, false, 12_345 - 4_114 - 616],
  );
  assert.equal(lines.length, 7);
});

test('a sale smaller than the boleto’s fixed fee: the seller would owe the difference', () => {
  const [boleto, pix] = netPreview(
    link({ amountCents: 200, paymentMethods: ['bank_slip', 'pix'] }),
    STANDARD_FEE_RATES,
  );
  assert.deepEqual([boleto?.providerFeeCents, boleto?.netCents], [250, -50]);
  // 0,99 % of R$ 2,00 = 1,98 -> 2.
  assert.deepEqual([pix?.providerFeeCents, pix?.netCents], [2, 198]);
});
