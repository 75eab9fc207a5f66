import { test } from 'node:test';
import assert from 'node:assert/strict';
import { installmentQuote } from '../installments/quote';
import { customerCardSchema } from './customer-card';
import { interestPlanSchema } from './interest-plan';
import { planCreateSchema, planUpdateSchema } from './plan';
import { subscriptionSchema } from './subscription';
import { check } from './test-helpers';

test('plan: required fields, cents, methods and a forced status', () => {
  assert.deepEqual(check(planCreateSchema, {}).errors, {
    nome: 'Nome é obrigatório',
    amount: 'O valor é obrigatório',
    interval: 'Intervalo é obrigatório',
  });
  const { data } = check(planCreateSchema, {
    nome: 'Mensal',
    amount: '2990',
    interval: '30',
    frequency: 'mensal',
    status: 'inativo',
  });
  assert.equal(data?.amount, 2990);
  assert.equal(data?.interval, 30);
  assert.equal(data?.frequency, 'mensal');
  // No method sent (the spec's clients send none): card, and no boleto settings.
  assert.deepEqual(data?.payment_methods, ['credit']);
  assert.equal(data?.boleto, null);
  assert.equal(data?.status, 'ativo');
  const base = { nome: 'x', amount: 2990, interval: 30 };
  assert.equal(
    check(planCreateSchema, { ...base, payment_methods: ['pix'] }).errors['payment_methods.0'],
    'Forma de pagamento inválida.',
  );
  // Boleto without settings gets the defaults; a plan below the boleto floor is refused.
  assert.deepEqual(check(planCreateSchema, { ...base, payment_methods: ['bank_slip'] }).data?.boleto, {
    issueDaysBefore: 5,
    lateFeeHundredths: null,
    monthlyInterestHundredths: null,
  });
  assert.equal(
    check(planCreateSchema, { ...base, amount: 299, payment_methods: ['bank_slip'] }).errors.amount,
    'O valor mínimo do boleto é R$ 3,00.',
  );
  assert.equal(
    check(planCreateSchema, {
      ...base,
      amount: 2000,
      payment_methods: ['credit', 'bank_slip'],
      boleto: { issueDaysBefore: 3, multa: '2' },
    }).errors.amount,
    'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
  );
  assert.equal(
    check(planCreateSchema, { ...base, payment_methods: ['bank_slip'], boleto: { issueDaysBefore: 31 } })
      .errors['boleto.issueDaysBefore'],
    'O boleto deve ser emitido de 1 a 30 dias antes do vencimento',
  );
  // Settings sent for a card-only plan are dropped.
  assert.equal(check(planCreateSchema, { ...base, boleto: { issueDaysBefore: 3 } }).data?.boleto, null);
  assert.equal(check(planCreateSchema, { nome: 'x', amount: 10, interval: 1 }).data?.frequency, 'diario');
  assert.equal(
    check(planCreateSchema, { nome: 'x', amount: 29.9, interval: 1 }).errors.amount,
    'Informe o valor em centavos (número inteiro)',
  );
  assert.equal(
    check(planCreateSchema, { nome: 'x', amount: 0, interval: 1 }).errors.amount,
    'O valor deve ser maior que zero',
  );
  assert.equal(
    check(planCreateSchema, { nome: 'x', amount: 1, interval: 0 }).errors.interval,
    'O intervalo deve ser um número inteiro maior que zero',
  );
  assert.equal(
    check(planCreateSchema, { nome: 'x', amount: 1, interval: 1, frequency: 'anual' }).errors.frequency,
    'Frequência inválida',
  );
});

test('plan edit allows ativo or inativo only', () => {
  const base = { nome: 'Mensal', amount: 100, interval: 30 };
  assert.equal(check(planUpdateSchema, { ...base, status: 'inativo' }).data?.status, 'inativo');
  assert.equal(check(planUpdateSchema, { ...base, status: 'pendente' }).errors.status, 'Status inválido');
});

test('subscription: each required field says which it is, amount in cents', () => {
  assert.deepEqual(check(subscriptionSchema, {}).errors, {
    plano_id: 'Selecione o plano de recorrência.',
    customer_id: 'Selecione o comprador.',
    amount: 'Escolha um plano para definir o valor.',
  });
  const { data } = check(subscriptionSchema, {
    plano_id: 3,
    customer_id: 'c1',
    amount: '49,90',
    data_cobranca: '2025-02-10',
  });
  assert.equal(data?.amountCents, 4990);
  assert.equal(data?.plano_id, '3');
  assert.equal(data?.data_cobranca, '2025-02-10');
  assert.deepEqual(data?.payment_methods, ['credit']);
  const amountError = (amount: unknown) =>
    check(subscriptionSchema, { plano_id: 1, customer_id: 1, amount }).errors.amount;
  assert.equal(amountError(0), 'O valor mínimo é R$ 0,01');
  assert.equal(amountError('0,001'), 'O valor mínimo é R$ 0,01');
  assert.equal(amountError(0.01), undefined);
  assert.equal(
    check(subscriptionSchema, { plano_id: 1, customer_id: 1, amount: 1, data_cobranca: '2025-02-30' }).errors
      .data_cobranca,
    'Data inválida',
  );
});

const parcelas = Array.from({ length: 21 }, (_, i) => ({
  parcela: `${21 - i}x`,
  taxa: i === 0 ? '2,99' : 1.5,
}));

test('interest plan: 21 rates, out as integers sorted 1x..21x', () => {
  const { data, errors } = check(interestPlanSchema, { nome: 'Padrão', parcelas });
  assert.deepEqual(errors, {});
  assert.equal(data?.status, 'ativo');
  assert.equal(data?.parcelas.length, 21);
  assert.deepEqual(data?.parcelas[0], { parcela: '1x', taxa: 1.5, count: 1, rateHundredths: 150 });
  assert.deepEqual(data?.parcelas[20], { parcela: '21x', taxa: 2.99, count: 21, rateHundredths: 299 });
  const quote = installmentQuote({ amountCents: 10_000, interestFreeCount: 1, rates: data?.parcelas ?? [] });
  assert.equal(quote.length, 21);
});

test('interest plan: messages', () => {
  assert.deepEqual(check(interestPlanSchema, { parcelas: parcelas.slice(1) }).errors, {
    nome: 'Nome é obrigatório',
    parcelas: 'Informe as taxas das 21 parcelas (1x a 21x)',
  });
  const duplicated = [...parcelas.slice(1), { parcela: '2x', taxa: 1 }];
  assert.equal(
    check(interestPlanSchema, { nome: 'x', parcelas: duplicated }).errors.parcelas,
    'Informe as taxas das 21 parcelas (1x a 21x)',
  );
  const badRate = parcelas.map((p, i) => (i === 5 ? { ...p, taxa: '1,234' } : p));
  assert.equal(
    check(interestPlanSchema, { nome: 'x', parcelas: badRate }).errors['parcelas.5.taxa'],
    'Taxa inválida (ex: 1,5)',
  );
  const badLabel = parcelas.map((p, i) => (i === 0 ? { ...p, parcela: '22x' } : p));
  assert.equal(
    check(interestPlanSchema, { nome: 'x', parcelas: badLabel }).errors['parcelas.0.parcela'],
    'Parcela inválida',
  );
  const empty = parcelas.map((p) => ({ ...p, taxa: '' }));
  assert.equal(
    check(interestPlanSchema, { nome: 'x', parcelas: empty }).data?.parcelas[0]?.rateHundredths,
    0,
  );
  assert.equal(
    check(interestPlanSchema, { nome: 'x', parcelas, status: 'pendente' }).errors.status,
    'Status inválido',
  );
});

test('customer card form', () => {
  assert.deepEqual(check(customerCardSchema, {}).errors, {
    numero: 'Número do cartão é obrigatório',
    titular: 'Nome no cartão é obrigatório',
    validade: 'Data de validade é obrigatória',
    cvv: 'CVC é obrigatório',
  });
  const { data } = check(customerCardSchema, {
    numero: '5555 5555 5555 4444',
    titular: 'Ana',
    validade: '10/99',
    cvv: '321',
  });
  assert.deepEqual(data, {
    numero: '5555555555554444',
    titular: 'Ana',
    validade: '10/99',
    cvv: '321',
    principal: false,
  });
});
