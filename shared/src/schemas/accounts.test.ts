import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buyerCreateSchema, buyerUpdateSchema } from './buyer';
import { marketplaceCreateSchema, marketplaceUpdateSchema } from './marketplace';
import { sellerCreateSchema, sellerUpdateSchema } from './seller';
import { check } from './test-helpers';

const person = {
  nome: 'Loja da Ana',
  email: 'ANA@loja.com',
  cpf_cnpj: '529.982.247-25',
  password: 'abc',
  confirmpassword: 'abc',
  phone: '(11) 99999-9999',
  website: 'https://',
  address: { zipCode: '01310-100', city: 'São Paulo' },
};

test('seller create: valid payload with defaults', () => {
  const { data, errors } = check(sellerCreateSchema, { ...person, id_seller: 'zoop-123', marketplaceId: 42 });
  assert.deepEqual(errors, {});
  assert.equal(data?.marketplaceId, '42');
  assert.equal(data?.cpf_cnpj, '52998224725');
  assert.equal(data?.email, 'ana@loja.com');
  assert.equal(data?.website, '', "the pre-filled 'https://' means no website");
  assert.equal(data?.taxa_padrao, 0);
  assert.equal(data?.address.country, 'Brasil');
});

test('seller create: spec 001 messages', () => {
  assert.deepEqual(check(sellerCreateSchema, {}).errors, {
    nome: 'Nome é obrigatório',
    email: 'Email é obrigatório',
    cpf_cnpj: 'CPF ou CNPJ é obrigatório',
    id_seller: 'ID é obrigatório',
    marketplaceId: 'Marketplace é obrigatório',
    password: 'Senha é obrigatória',
  });
  const { errors } = check(sellerCreateSchema, {
    ...person,
    nome: 'A',
    email: 'ana@loja',
    cpf_cnpj: '123.456.789-00',
    id_seller: 'ab',
    marketplaceId: ' ',
    password: 'ab',
    confirmpassword: 'ab',
    phone: '11 99999-9999',
    address: { zipCode: '0131-0100' },
  });
  assert.deepEqual(errors, {
    nome: 'Nome deve ter pelo menos 2 caracteres',
    email: 'Email inválido',
    cpf_cnpj: 'CPF ou CNPJ inválido',
    id_seller: 'ID deve ter pelo menos 3 caracteres',
    marketplaceId: 'Marketplace é obrigatório',
    password: 'Senha deve ter pelo menos 3 caracteres',
    phone: 'Telefone inválido (ex: (11) 99999-9999)',
    'address.zipCode': 'CEP inválido (ex: 00000-000)',
  });
});

test('passwords must match on create, and on edit when a new one is given', () => {
  const base = { ...person, id_seller: 'zoop-123', marketplaceId: '1' };
  assert.equal(
    check(sellerCreateSchema, { ...base, confirmpassword: 'abd' }).errors.confirmpassword,
    'As senhas não coincidem',
  );
  assert.equal(
    check(sellerCreateSchema, { ...base, confirmpassword: undefined }).errors.confirmpassword,
    'As senhas não coincidem',
  );
  const edit = check(sellerUpdateSchema, { ...base, password: '', confirmpassword: '' });
  assert.deepEqual(edit.errors, {});
  assert.equal(edit.data?.password, undefined, 'an empty password is left out');
  assert.equal(
    check(sellerUpdateSchema, { ...base, password: 'ab', confirmpassword: 'ab' }).errors.password,
    'Senha deve ter pelo menos 3 caracteres',
  );
  assert.equal(
    check(sellerUpdateSchema, { ...base, password: 'abcd', confirmpassword: 'abce' }).errors.confirmpassword,
    'As senhas não coincidem',
  );
});

test('buyer create and edit', () => {
  assert.equal(check(buyerCreateSchema, { ...person }).errors.id_comprador, 'ID do Comprador é obrigatório');
  assert.equal(
    check(buyerCreateSchema, { ...person, id_comprador: 'b1' }).errors.id_comprador,
    'ID deve ter pelo menos 3 caracteres',
  );
  const sellerId = '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f';
  const ok = check(buyerCreateSchema, { ...person, id_comprador: 'buyer-1', seller_id_comprador: sellerId });
  assert.deepEqual(ok.errors, {});
  assert.equal(ok.data?.seller_id_comprador, sellerId);
  assert.equal(
    check(buyerCreateSchema, { ...person, id_comprador: 'buyer-1', seller_id_comprador: 9 }).errors
      .seller_id_comprador,
    'ID do vendedor inválido.',
  );
  assert.equal(ok.data?.marketplaceId, undefined);
  assert.deepEqual(
    check(buyerUpdateSchema, { ...person, id_comprador: 'buyer-1', password: undefined }).errors,
    {},
  );
});

test('marketplace create: its own labels, provider ids only when typed, a 6-character password', () => {
  assert.deepEqual(
    check(marketplaceCreateSchema, { email: 'm@x.com', cpf_cnpj: '11.222.333/0001-81' }).errors,
    {
      nome: 'Nome da Empresa é obrigatório',
      password: 'Senha é obrigatória',
    },
  );
  const short = check(marketplaceCreateSchema, {
    ...person,
    id: 'mk',
    zpk_id_marketplace: 'ab',
    password: 'abc',
  });
  assert.equal(short.errors.id, 'ID do marketplace é obrigatório');
  assert.equal(short.errors.zpk_id_marketplace, 'ID Base64 é obrigatório');
  assert.equal(short.errors.password, 'Senha deve ter pelo menos 6 caracteres');
  const ok = check(marketplaceCreateSchema, {
    ...person,
    id: 'mkp',
    zpk_id_marketplace: 'YWJj',
    password: 'abcdef',
    confirmpassword: 'abcdef',
    taxa_padrao: '2,5',
  });
  assert.deepEqual(ok.errors, {});
  assert.equal(ok.data?.status, 'active');
  assert.equal(ok.data?.taxa_padrao, 2.5);
  assert.equal(
    check(marketplaceCreateSchema, { ...person, taxa_repasse_juros: '1,234' }).errors.taxa_repasse_juros,
    'Taxa inválida (ex: 1,5)',
  );
  assert.equal(
    check(marketplaceCreateSchema, { ...person, status: 'paused' }).errors.status,
    'Status inválido',
  );
  const edit = check(marketplaceUpdateSchema, {
    ...person,
    id: 'mkp',
    zpk_id_marketplace: 'YWJj',
    password: '',
    status: 'inactive',
  });
  assert.deepEqual(edit.errors, {});
  assert.equal(edit.data?.status, 'inactive');
});
