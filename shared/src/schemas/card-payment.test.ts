import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFormSchema, cardPaymentRequestSchema, pixPaymentRequestSchema } from './card-payment';
import { check } from './test-helpers';

const form = {
  number: '4111 1111 1111 1111',
  expiry: '12/99',
  cvc: '123',
  name: 'Ana Souza',
  cpf: '529.982.247-25',
  email: 'Ana@Pagora.com',
  installments: '3',
  installmentValue: 9999,
};

test('a valid card form is normalised', () => {
  const { data, errors } = check(cardFormSchema, form);
  assert.deepEqual(errors, {});
  assert.equal(data?.number, '4111111111111111');
  assert.equal(data?.cpf, '52998224725');
  assert.equal(data?.email, 'ana@pagora.com');
  assert.equal(data?.installments, 3);
  assert.equal(data?.country, 'BR');
  assert.equal(data?.postal_code, '');
  assert.ok(data && !('installmentValue' in data), 'client-side totals are not trusted');
});

test('required messages', () => {
  assert.deepEqual(check(cardFormSchema, {}).errors, {
    number: 'Número do cartão é obrigatório',
    expiry: 'Data de validade é obrigatória',
    cvc: 'CVC é obrigatório',
    name: 'Nome no cartão é obrigatório',
    cpf: 'CPF é obrigatório',
    email: 'Email é obrigatório',
    installments: 'Selecione a quantidade de parcelas desejada.',
  });
});

test('invalid messages', () => {
  const { errors } = check(cardFormSchema, {
    ...form,
    number: '4111 1111 1111 1112',
    expiry: '13/30',
    cvc: '12',
    name: 'A',
    cpf: '111.111.111-11',
    email: 'ana@',
    installments: 0,
    postal_code: '123',
  });
  assert.deepEqual(errors, {
    number: 'Número do cartão inválido',
    expiry: 'Data inválida (MM/AA)',
    cvc: 'CVC inválido',
    name: 'Nome muito curto',
    cpf: 'CPF inválido',
    email: 'Email inválido',
    installments: 'Selecione a quantidade de parcelas desejada.',
    postal_code: 'CEP inválido (ex: 00000-000)',
  });
});

test('number must be four groups of four digits passing Luhn', () => {
  const numberError = (number: string) => check(cardFormSchema, { ...form, number }).errors.number;
  assert.equal(numberError('4111111111111111'), undefined);
  assert.equal(numberError('3782 822463 10005'), 'Número do cartão inválido');
  assert.equal(numberError('4111 1111 1111'), 'Número do cartão inválido');
  assert.equal(numberError('4111-1111-1111-1111'), 'Número do cartão inválido');
});

test('expired cards and CNPJ payers', () => {
  assert.equal(
    check(cardFormSchema, { ...form, expiry: '01/20' }).errors.expiry,
    'Cartão vencido: a validade já passou',
  );
  assert.equal(check(cardFormSchema, { ...form, cpf: '11.222.333/0001-81' }).data?.cpf, '11222333000181');
  assert.equal(
    check(cardFormSchema, { ...form, installments: 22 }).errors.installments,
    'Selecione a quantidade de parcelas desejada.',
  );
  assert.equal(check(cardFormSchema, { ...form, cvc: '1234' }).errors.cvc, undefined);
  assert.equal(check(cardFormSchema, { ...form, country: 'br' }).data?.country, 'BR');
  assert.equal(
    check(cardFormSchema, { ...form, country: 'Brasil' }).errors.country,
    'País inválido (ex: BR)',
  );
  assert.equal(
    check(cardFormSchema, { ...form, city: 'x'.repeat(101) }).errors.city,
    'Máximo de 100 caracteres',
  );
});

test('card request body needs paymentMethod credit_card', () => {
  const ok = check(cardPaymentRequestSchema, {
    ...form,
    paymentMethod: 'credit_card',
    amount: '100,00',
    id_juros: 7,
    quotedTotalCents: 10_000,
  });
  assert.deepEqual(ok.errors, {});
  assert.equal(ok.data?.amount, 10_000);
  assert.equal(ok.data?.id_juros, '7');
  assert.equal(
    check(cardPaymentRequestSchema, { ...form, paymentMethod: 'pix' }).errors.paymentMethod,
    'Método de pagamento inválido',
  );
  assert.equal(
    check(cardPaymentRequestSchema, { ...form, paymentMethod: 'credit_card' }).errors.quotedTotalCents,
    'Informe o total das parcelas exibido ao pagador.',
  );
});

test('PIX request body', () => {
  assert.deepEqual(check(pixPaymentRequestSchema, { valor: 25.5, paymentMethod: 'pix' }).data, {
    valorCents: 2550,
    paymentMethod: 'pix',
    payerName: null,
    payerEmail: null,
  });
  // A payer who gave a name and e-mail (optional) is recorded by them; blank means not given.
  const named = { valor: 25.5, paymentMethod: 'pix', nome: ' Ana  Souza ', email: 'Ana@Example.com' };
  assert.deepEqual(check(pixPaymentRequestSchema, named).data, {
    valorCents: 2550,
    paymentMethod: 'pix',
    payerName: 'Ana Souza',
    payerEmail: 'ana@example.com',
  });
  assert.equal(check(pixPaymentRequestSchema, { ...named, email: 'ana@' }).errors.email, 'Email inválido');
  assert.equal(
    check(pixPaymentRequestSchema, { ...named, nome: 'x'.repeat(121) }).errors.nome,
    'Máximo de 120 caracteres',
  );
  assert.deepEqual(check(pixPaymentRequestSchema, { paymentMethod: 'card' }).errors, {
    valor: 'O valor é obrigatório',
    paymentMethod: 'Método de pagamento inválido',
  });
  assert.equal(
    check(pixPaymentRequestSchema, { valor: 0, paymentMethod: 'pix' }).errors.valor,
    'O valor deve ser maior que zero',
  );
});
