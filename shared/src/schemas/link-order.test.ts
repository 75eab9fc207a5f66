import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkFieldAnswers, couponDiscountCents, priceOrder } from './link-order';

const perUnit = {
  amountCents: 1999,
  pricing: 'quantidade' as const,
  quantity: { min: 1, max: 10, default: 1 },
  customAmount: null,
};

test('an order is priced in integer cents: unit × quantity − the coupon', () => {
  const priced = priceOrder(perUnit, { quantity: 3 }, { kind: 'percentual', hundredths: 1500 });
  // 3 × 19,99 = 59,97; 15% = 8,9955 → 9,00 (half up), total 50,97.
  assert.deepEqual(priced, {
    ok: true,
    order: { quantity: 3, unitAmountCents: 1999, subtotalCents: 5997, discountCents: 900, totalCents: 5097 },
  });
  assert.equal(couponDiscountCents(1000, { kind: 'fixo', cents: 250 }), 250);
  // A discount as large as the purchase is refused: nothing is charged for free.
  const free = priceOrder(perUnit, { quantity: 1 }, { kind: 'fixo', cents: 1999 });
  assert.deepEqual(free, {
    ok: false,
    error: { field: 'couponCode', message: 'O desconto deste cupom é maior que o valor da compra' },
  });
  // A fixed-price link ignores a quantity sent anyway.
  const fixed = priceOrder({ ...perUnit, pricing: 'fixo', quantity: null }, { quantity: 7 }, null);
  assert.equal(fixed.ok && fixed.order.totalCents, 1999);
});

test('answers are checked against the fields: required, number, choice', () => {
  const fields = [
    { key: 'campo_1', label: 'Tamanho', type: 'lista' as const, required: true, options: ['P', 'M'] },
    { key: 'campo_2', label: 'Idade', type: 'numero' as const, required: false, options: [] },
  ];
  assert.deepEqual(checkFieldAnswers(fields, { campo_2: 'dez' }), {
    ok: false,
    errors: { campo_1: 'Preencha este campo', campo_2: 'Informe um número' },
  });
  assert.deepEqual(checkFieldAnswers(fields, { campo_1: 'M', campo_2: '' }), {
    ok: true,
    answers: [{ key: 'campo_1', label: 'Tamanho', value: 'M' }],
  });
});
