import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  LINK_EXPIRY_INVALID,
  LINK_EXPIRY_PAST,
  LINK_EXPIRY_TOO_FAR,
  MAX_PAYMENTS_MESSAGE,
  linkExpiryInstant,
} from './link-usage';
import { createPaymentLinkSchema, updatePaymentLinkSchema } from './payment-link';
import { check } from './test-helpers';

const valid = { amount: '1.234,56', description: 'Camiseta', paymentMethods: ['pix', 'credit_card'] };

test('a valid link comes out in cents with defaults', () => {
  const { data } = check(createPaymentLinkSchema, valid);
  assert.equal(data?.customerEmail, undefined);
  assert.deepEqual(
    { ...data, customerEmail: undefined },
    {
      amountCents: 123456,
      description: 'Camiseta',
      customerEmail: undefined,
      paymentMethods: ['pix', 'credit_card'],
      parcelasSemJuros: 0,
      splitPayments: [],
      usage: 'multiplo',
      maxPayments: null,
      expiresAt: null,
      // Issue 40: a plain link, the receipt after payment, no coupons.
      checkout: {
        pricing: 'fixo',
        quantity: null,
        customAmount: null,
        customFields: [],
        afterPayment: { kind: 'nenhum' },
        allowCoupons: false,
      },
    },
  );
  assert.equal(check(createPaymentLinkSchema, { ...valid, amount: 19.9 }).data?.amountCents, 1990);
});

test('a link that names its customer is one payment unless told otherwise; limits and dates', () => {
  const forAna = check(createPaymentLinkSchema, { ...valid, customerEmail: 'ana@example.com' }).data;
  assert.equal(forAna?.usage, 'unico');
  assert.equal(forAna?.maxPayments, null);
  const product = check(createPaymentLinkSchema, { ...valid, usage: 'multiplo', maxPayments: '50' }).data;
  assert.deepEqual([product?.usage, product?.maxPayments], ['multiplo', 50]);
  // A one-payment link has no further limit.
  assert.equal(
    check(createPaymentLinkSchema, { ...valid, usage: 'unico', maxPayments: 9 }).data?.maxPayments,
    null,
  );
  const errors = (extra: object) => check(createPaymentLinkSchema, { ...valid, ...extra }).errors;
  assert.equal(errors({ maxPayments: 0 }).maxPayments, MAX_PAYMENTS_MESSAGE);
  assert.equal(errors({ maxPayments: '2,5' }).maxPayments, MAX_PAYMENTS_MESSAGE);
  assert.equal(errors({ expiresAt: '31/12/2099' }).expiresAt, LINK_EXPIRY_INVALID);
  assert.equal(errors({ expiresAt: '2099-02-30' }).expiresAt, LINK_EXPIRY_INVALID);
  assert.equal(errors({ expiresAt: '2020-01-31' }).expiresAt, LINK_EXPIRY_PAST);
  // Year 10000 fits no timestamp column: a bounded range, not a 500 (issue 35).
  assert.equal(errors({ expiresAt: '9999-12-31' }).expiresAt, LINK_EXPIRY_TOO_FAR);
  assert.equal(
    check(createPaymentLinkSchema, { ...valid, expiresAt: '2099-12-31' }).data?.expiresAt,
    '2099-12-31',
  );
  // The end of that day in São Paulo (UTC-3).
  assert.equal(linkExpiryInstant('2099-12-31')?.toISOString(), '2100-01-01T02:59:59.999Z');
});

test('amount messages, in the spec order', () => {
  const amountError = (amount: unknown) => check(createPaymentLinkSchema, { ...valid, amount }).errors.amount;
  assert.equal(amountError(undefined), 'O valor é obrigatório');
  assert.equal(amountError(''), 'O valor é obrigatório');
  assert.equal(amountError(null), 'O valor é obrigatório');
  assert.equal(amountError(0), 'O valor deve ser maior que zero');
  assert.equal(amountError('-5'), 'O valor deve ser maior que zero');
  assert.equal(amountError('0,001'), 'O valor mínimo é R$ 0,01');
  assert.equal(amountError(1_000_000), 'O valor máximo é R$ 999.999,99');
  assert.equal(amountError('999.999,99'), undefined);
  assert.equal(amountError(10.999), 'Informe um valor válido com até 2 casas decimais');
  assert.equal(amountError('dez'), 'Informe um valor válido com até 2 casas decimais');
  assert.equal(amountError(true), 'Informe um valor válido com até 2 casas decimais');
});

test('description, email and payment methods', () => {
  const { errors } = check(createPaymentLinkSchema, {
    amount: 10,
    description: 'x'.repeat(101),
    customerEmail: 'ana@',
    paymentMethods: [],
  });
  assert.deepEqual(errors, {
    description: 'A descrição deve ter no máximo 100 caracteres',
    customerEmail: 'Digite um email válido',
    paymentMethods: 'Selecione pelo menos um método de pagamento',
  });
  assert.equal(
    check(createPaymentLinkSchema, { amount: 10 }).errors.paymentMethods,
    'Selecione pelo menos um método de pagamento',
  );
  assert.equal(
    check(createPaymentLinkSchema, { ...valid, description: 'x'.repeat(100) }).errors.description,
    undefined,
  );
  const ok = check(createPaymentLinkSchema, {
    ...valid,
    customerEmail: ' Ana@Pagora.com ',
    paymentMethods: ['pix', 'pix'],
  });
  assert.equal(ok.data?.customerEmail, 'ana@pagora.com');
  assert.deepEqual(ok.data?.paymentMethods, ['pix']);
  assert.equal(
    check(createPaymentLinkSchema, { ...valid, customerEmail: '' }).data?.customerEmail,
    undefined,
  );
  assert.ok(
    check(createPaymentLinkSchema, { ...valid, paymentMethods: ['boleto'] }).errors['paymentMethods.0'],
  );
});

test('parcelasSemJuros is an integer from 0 to 21', () => {
  const parcelas = (p: unknown) => check(createPaymentLinkSchema, { ...valid, parcelasSemJuros: p });
  assert.equal(parcelas('12').data?.parcelasSemJuros, 12);
  assert.equal(parcelas(21).data?.parcelasSemJuros, 21);
  assert.equal(parcelas(0).data?.parcelasSemJuros, 0);
  for (const bad of [22, -1, 2.5, 'três']) {
    assert.equal(
      parcelas(bad).errors.parcelasSemJuros,
      'As parcelas sem juros devem ser um número inteiro de 0 a 21',
    );
  }
});

test('split payments: messages, hundredths and defaults', () => {
  const split = (splitPayments: unknown) => check(createPaymentLinkSchema, { ...valid, splitPayments });
  assert.deepEqual(split([{ recipient: ' seller-1 ', percentage: '12,5' }]).data?.splitPayments, [
    { recipient: 'seller-1', liable: true, charge_processing_fee: false, percentageHundredths: 1250 },
  ]);
  const flags = split([{ recipient: 'a', percentage: 33.33, liable: 'false', charge_processing_fee: '1' }])
    .data?.splitPayments[0];
  assert.deepEqual(flags, {
    recipient: 'a',
    liable: false,
    charge_processing_fee: true,
    percentageHundredths: 3333,
  });
  assert.deepEqual(split([{ recipient: '', percentage: 0 }]).errors, {
    'splitPayments.0.recipient': 'Todos os campos de recebedor devem ser preenchidos',
    'splitPayments.0.percentage': 'Todas as porcentagens devem ser maiores que 0',
  });
  assert.equal(
    split([{ recipient: 'a' }]).errors['splitPayments.0.percentage'],
    'Todas as porcentagens devem ser maiores que 0',
  );
  assert.equal(
    split([{ recipient: 'a', percentage: -3 }]).errors['splitPayments.0.percentage'],
    'Todas as porcentagens devem ser maiores que 0',
  );
  assert.equal(
    split([{ recipient: 'a', percentage: 100.01 }]).errors['splitPayments.0.percentage'],
    'A porcentagem máxima é 100%',
  );
  assert.equal(
    split([{ recipient: 'a', percentage: '1,234' }]).errors['splitPayments.0.percentage'],
    'Informe uma porcentagem válida com até 2 casas decimais',
  );
  assert.equal(
    split([
      { recipient: 'a', percentage: 60 },
      { recipient: 'b', percentage: '40,01' },
    ]).errors.splitPayments,
    'A soma das porcentagens do split não pode ultrapassar 100%',
  );
  assert.equal(
    split([
      { recipient: 'a', percentage: 60 },
      { recipient: 'b', percentage: 40 },
    ]).errors.splitPayments,
    undefined,
  );
});

test('update schema carries the four editable fields', () => {
  const { data } = check(updatePaymentLinkSchema, {
    amount: '50',
    description: 'Novo',
    parcelasSemJuros: 3,
    paymentMethods: ['credit_card'],
    customerEmail: 'x@y.z',
  });
  assert.deepEqual(data, {
    amountCents: 5000,
    description: 'Novo',
    parcelasSemJuros: 3,
    paymentMethods: ['credit_card'],
  });
  assert.deepEqual(check(updatePaymentLinkSchema, { amount: '', paymentMethods: [] }).errors, {
    amount: 'O valor é obrigatório',
    paymentMethods: 'Selecione pelo menos um método de pagamento',
  });
});
