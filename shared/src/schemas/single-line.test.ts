import { test } from 'node:test';
import assert from 'node:assert/strict';
import { signupSchema } from './auth';
import { createPaymentLinkSchema } from './payment-link';
import { sellerCreateSchema } from './seller';
import { check } from './test-helpers';
import { SINGLE_LINE_MESSAGE, isSingleLine, toSingleLine } from './text';

// Issue 35: names and other one-line fields refuse line breaks and control characters where they
// are written; a value already stored is put on one line where a header needs it.

test('line breaks, tabs, C1 and the Unicode separators are not one line; accents are', () => {
  for (const bad of ['Ana\nSouza', 'Ana\r\nBcc: x@y.z', 'Ana\tSouza', 'Ana\u0085', 'Ana\u2028Souza'])
    assert.equal(isSingleLine(bad), false, JSON.stringify(bad));
  assert.equal(isSingleLine('Loja São João — Artesanato & Cia'), true);
  assert.equal(toSingleLine('Loja\r\n\tAzul\u2029'), 'Loja Azul');
});

test('the account, sign-up and link forms answer the pt-BR message under the field', () => {
  const seller = check(sellerCreateSchema, {
    nome: 'Loja\nBcc: intruso@example.com',
    email: 'ana@loja.com',
    cpf_cnpj: '529.982.247-25',
    password: 'abc',
    confirmpassword: 'abc',
    contactPerson: 'Ana\rSouza',
    address: { city: 'São\nPaulo' },
  });
  assert.equal(seller.errors.nome, SINGLE_LINE_MESSAGE);
  assert.equal(seller.errors.contactPerson, SINGLE_LINE_MESSAGE);
  assert.equal(seller.errors['address.city'], SINGLE_LINE_MESSAGE);
  const signup = check(signupSchema, {
    name: 'Ana\nSouza',
    email: 'ana@loja.com',
    password: 'segredo1',
    confirmPassword: 'segredo1',
  });
  assert.equal(signup.errors.name, SINGLE_LINE_MESSAGE);
  const link = check(createPaymentLinkSchema, {
    amount: '10,00',
    description: 'Curso\nBcc: x',
    paymentMethods: ['pix'],
  });
  assert.equal(link.errors.description, SINGLE_LINE_MESSAGE);
});
