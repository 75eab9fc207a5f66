import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LINK_PAYMENT_METHODS } from './schemas/payment-link';
import { PLAN_PAYMENT_METHODS } from './schemas/plan';
import { paymentMethodLabel } from './status/labels';
import { PAYMENT_METHODS } from './status/transaction-status';
import { PAYMENT_METHOD_IDS, methodOfPlanWire, planWireOf } from './payment-methods';

test('links and transactions take the declared method ids, not a list of their own', () => {
  assert.equal(LINK_PAYMENT_METHODS, PAYMENT_METHOD_IDS);
  assert.equal(PAYMENT_METHODS, PAYMENT_METHOD_IDS);
});

test("every word of the plan API names one of ours; the card's 'credit' is credit_card", () => {
  assert.deepEqual(PLAN_PAYMENT_METHODS.map(methodOfPlanWire), ['credit_card', 'bank_slip']);
  assert.equal(planWireOf('credit_card'), 'credit');
  assert.equal(planWireOf('pix'), null);
});

test('the two spellings of the card read the same to a person', () => {
  assert.equal(paymentMethodLabel('credit'), paymentMethodLabel('credit_card'));
  assert.deepEqual(PAYMENT_METHOD_IDS.map(paymentMethodLabel), [
    'PIX',
    'Cartão de Crédito',
    'Boleto Bancário',
  ]);
});
