import { test } from 'node:test';
import assert from 'node:assert/strict';
import { annuityPaymentCents } from './annuity';
import { cetHundredths } from './cet';
import { formatInstallmentOption } from './format-option';
import { type InstallmentRate, installmentQuote } from './quote';
import { hundredthsToRateString, rateInputToHundredths } from './rate-input';

const plan = (rateHundredths: number): InstallmentRate[] =>
  Array.from({ length: 21 }, (_, i) => ({ count: i + 1, rateHundredths }));

test('annuity payment matches hand-checked figures', () => {
  // R$ 100,00 at 24% a.a. = 2% a.m. over 12 months: the textbook PMT is 9,4560 -> R$ 9,46.
  assert.equal(annuityPaymentCents(10_000, 2400, 12), 946);
  // 2.99% a.a.: i = 0.00249166..., PMT = 8,4689 -> R$ 8,47.
  assert.equal(annuityPaymentCents(10_000, 299, 12), 847);
  // 12% a.a. = 1% a.m., R$ 1.000,00 in 21x: PMT = 53,0308 -> R$ 53,03.
  assert.equal(annuityPaymentCents(100_000, 1200, 21), 5303);
  // One installment is the principal plus one month of interest: 100 * (1 + 0.0001/12) = R$ 100,0008.
  assert.equal(annuityPaymentCents(10_000, 1, 1), 10_000);
  // R$ 123,45 at 2.5% a.a. in 5x: PMT = 24,8445... -> R$ 24,84 (below the half cent).
  assert.equal(annuityPaymentCents(12_345, 250, 5), 2484);
  // R$ 100,00 at 4.99% a.a. in 8x: PMT = 1273,5039 cents -> 1274 (half-up, not truncation).
  assert.equal(annuityPaymentCents(10_000, 499, 8), 1274);
  assert.equal(annuityPaymentCents(99_999_999, 99_999, 21), 83_332_746);
});

test('interest-free options put the remainder on the first installment', () => {
  const [one, two, three] = installmentQuote({ amountCents: 10_000, interestFreeCount: 3 });
  assert.deepEqual(one, {
    times: 1,
    valueCents: 10_000,
    totalCents: 10_000,
    interestFree: true,
    firstInstallmentExtraCents: 0,
  });
  assert.deepEqual(two, {
    times: 2,
    valueCents: 5000,
    totalCents: 10_000,
    interestFree: true,
    firstInstallmentExtraCents: 0,
  });
  assert.deepEqual(three, {
    times: 3,
    valueCents: 3333,
    totalCents: 10_000,
    interestFree: true,
    firstInstallmentExtraCents: 1,
  });
});

test('interest-bearing options follow the interest-free ones up to 21', () => {
  const options = installmentQuote({ amountCents: 10_000, interestFreeCount: 3, rates: plan(2400) });
  assert.equal(options.length, 21);
  assert.deepEqual(
    options.map((o) => o.times),
    Array.from({ length: 21 }, (_, i) => i + 1),
  );
  assert.ok(options.slice(0, 3).every((o) => o.interestFree));
  assert.deepEqual(options[11], {
    times: 12,
    valueCents: 946,
    totalCents: 11_352,
    interestFree: false,
    firstInstallmentExtraCents: 0,
    rateHundredths: 2400,
    monthlyRateHundredths: 200,
    // 2% a month is 26,82% a year; the installment rounded up to R$ 9,46 makes it 26,93%.
    cetHundredths: 2693,
  });
});

test('interest-free count is capped at 21 and a zero rate means interest-free math', () => {
  assert.equal(installmentQuote({ amountCents: 10_000, interestFreeCount: 30 }).length, 21);
  const options = installmentQuote({ amountCents: 10_000, interestFreeCount: 1, rates: plan(0) });
  assert.deepEqual(options[2], {
    times: 3,
    valueCents: 3333,
    totalCents: 10_000,
    interestFree: true,
    firstInstallmentExtraCents: 1,
  });
});

test('counts without a rate, and installments under one cent, are not offered', () => {
  const options = installmentQuote({
    amountCents: 500,
    interestFreeCount: 2,
    rates: [{ count: 5, rateHundredths: 299 }],
  });
  assert.deepEqual(
    options.map((o) => o.times),
    [1, 2, 5],
  );
  assert.deepEqual(
    installmentQuote({ amountCents: 2, interestFreeCount: 21 }).map((o) => o.times),
    [1, 2],
  );
  assert.deepEqual(installmentQuote({ amountCents: 100, interestFreeCount: 0 }), []);
});

test('a tiny rate never yields a total below the price', () => {
  // Exact PMT 33.3339 cents would round to 33 (total 99); the floor is ceil(100 / 3) = 34.
  const [option] = installmentQuote({
    amountCents: 100,
    interestFreeCount: 0,
    rates: [{ count: 3, rateHundredths: 1 }],
  });
  assert.equal(option?.valueCents, 34);
  assert.equal(option?.totalCents, 102);
});

test('installmentQuote rejects bad input', () => {
  assert.throws(() => installmentQuote({ amountCents: 0, interestFreeCount: 1 }), RangeError);
  assert.throws(() => installmentQuote({ amountCents: 10.5, interestFreeCount: 1 }), RangeError);
  assert.throws(() => installmentQuote({ amountCents: 100, interestFreeCount: -1 }), RangeError);
  assert.throws(
    () =>
      installmentQuote({
        amountCents: 100,
        interestFreeCount: 0,
        rates: [{ count: 1, rateHundredths: 1.5 }],
      }),
    RangeError,
  );
});

test('formatInstallmentOption labels', () => {
  const [, two, three] = installmentQuote({ amountCents: 10_000, interestFreeCount: 3 });
  assert.equal(formatInstallmentOption(two!), '2x de R$\u00a050,00 sem juros');
  assert.equal(
    formatInstallmentOption(three!),
    '3x de R$\u00a033,33 sem juros (total R$\u00a0100,00; a 1ª parcela tem R$\u00a00,01 a mais)',
  );
  const five = installmentQuote({ amountCents: 123_456, interestFreeCount: 5 })[4]!;
  assert.equal(
    formatInstallmentOption(five),
    '5x de R$\u00a0246,91 sem juros (total R$\u00a01.234,56; a 1ª parcela tem R$\u00a00,01 a mais)',
  );
  const twelve = installmentQuote({ amountCents: 10_000, interestFreeCount: 0, rates: plan(299) })[11]!;
  assert.equal(
    formatInstallmentOption(twelve),
    '12x de R$\u00a08,47 (total R$\u00a0101,64, 0,25% a.m., CET 3,06% a.a.)',
  );
});

test('the CET is the annual internal rate of the charged installments, to the hundredth', () => {
  // References computed in floating point (the test's, never the product's): 26.92801%, 3.05581%,
  // 12.68070%, 12.77142%.
  assert.equal(cetHundredths(10_000, 946, 12), 2693);
  assert.equal(cetHundredths(10_000, 847, 12), 306);
  assert.equal(cetHundredths(100_000, 5_303, 21), 1268);
  assert.equal(cetHundredths(15_000, 5_101, 3), 1277);
  // Paying back exactly the price (or less) costs nothing.
  assert.equal(cetHundredths(10_000, 5_000, 2), 0);
  assert.throws(() => cetHundredths(0, 1, 1), RangeError);
});

test('rateInputToHundredths follows the interest-plan input rule', () => {
  assert.equal(rateInputToHundredths('1,5'), 150);
  assert.equal(rateInputToHundredths('1,0'), 100);
  assert.equal(rateInputToHundredths('2,99'), 299);
  assert.equal(rateInputToHundredths('999,99'), 99_999);
  assert.equal(rateInputToHundredths(''), 0);
  assert.equal(rateInputToHundredths('  '), 0);
  assert.equal(rateInputToHundredths('1,'), 100);
  assert.equal(rateInputToHundredths('2.99'), 299);
  assert.equal(rateInputToHundredths(2.99), 299);
  assert.equal(rateInputToHundredths('1000'), null, 'four integer digits');
  assert.equal(rateInputToHundredths('1,234'), null, 'three decimals');
  assert.equal(rateInputToHundredths('-1'), null);
  assert.equal(rateInputToHundredths('1,5%'), null);
  assert.equal(rateInputToHundredths(','), null);
});

test('hundredthsToRateString', () => {
  assert.equal(hundredthsToRateString(150), '1,5');
  assert.equal(hundredthsToRateString(299), '2,99');
  assert.equal(hundredthsToRateString(100), '1');
  assert.equal(hundredthsToRateString(0), '0');
  assert.equal(hundredthsToRateString(5), '0,05');
});
