import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  addressSchema,
  BLANK_PASSWORD,
  loginSchema,
  profileChangeIssues,
  profileFormSchema,
  profileSchema,
  registerSellerSchema,
  signupSchema,
} from './auth';
import { buyerCreateSchema, buyerUpdateSchema } from './buyer';
import { marketplaceCreateSchema, marketplaceUpdateSchema, registerMarketplaceSchema } from './marketplace';
import { sellerCreateSchema, sellerEditSchema, sellerRegisterSchema, sellerUpdateSchema } from './seller';
import { check } from './test-helpers';

test('login messages (spec 000 section 5)', () => {
  assert.deepEqual(check(loginSchema, {}).errors, {
    email: 'Email é obrigatório',
    password: 'Senha é obrigatória',
  });
  assert.deepEqual(check(loginSchema, { email: 'ana@', password: 'ab' }).errors, {
    email: 'Digite um email válido',
    password: 'A senha deve ter pelo menos 3 caracteres',
  });
  assert.equal(check(loginSchema, { email: ' Ana@X.com ', password: 'abc' }).data?.email, 'ana@x.com');
});

test("sign-up speaks pt-BR, with the login's words for e-mail and password", () => {
  assert.deepEqual(check(signupSchema, { confirmPassword: '' }).errors, {
    name: 'Nome é obrigatório',
    email: 'Email é obrigatório',
    password: 'Senha é obrigatória',
  });
  const { errors } = check(signupSchema, {
    name: 'Ana',
    email: 'x',
    password: '12345',
    confirmPassword: '1234',
  });
  assert.equal(errors.email, 'Digite um email válido');
  assert.equal(errors.password, 'A senha deve ter pelo menos 6 caracteres');
  assert.equal(
    check(signupSchema, { name: 'Ana', email: 'a@b.co', password: '123456', confirmPassword: '1234567' })
      .errors.confirmPassword,
    'As senhas não coincidem',
  );
});

test('address defaults to empty strings and Brasil', () => {
  const { data } = check(addressSchema, undefined);
  assert.deepEqual(data, {
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'Brasil',
  });
  assert.equal(check(addressSchema, { zipCode: '123' }).errors.zipCode, 'CEP inválido (ex: 00000-000)');
});

test('register schemas: passwords and documents', () => {
  const base = { nome: 'Loja', email: 'l@x.com', cpf_cnpj: '11.222.333/0001-81' };
  assert.equal(
    check(registerMarketplaceSchema, { ...base, password: '12345' }).errors.password,
    'Senha deve ter pelo menos 6 caracteres',
  );
  assert.equal(
    check(registerMarketplaceSchema, {
      ...base,
      zpk_id_marketplace: 'zpk',
      password: '123456',
      confirmpassword: '1234567',
    }).errors.confirmpassword,
    'As senhas não coincidem',
  );
  assert.equal(
    check(registerSellerSchema, { ...base, password: '12' }).errors.password,
    'Senha deve ter pelo menos 3 caracteres',
  );
  assert.equal(
    check(registerSellerSchema, { ...base, password: '123', marketplaceId: 5 }).data?.marketplaceId,
    '5',
  );
  assert.equal(
    check(registerSellerSchema, { ...base, cpf_cnpj: '1', password: '123' }).errors.cpf_cnpj,
    'CPF ou CNPJ inválido',
  );
});

test('profile password-change rules (spec 000 section 5)', () => {
  const base = { nome: 'Ana', email: 'ana@x.com' };
  assert.deepEqual(check(profileSchema, { ...base }).errors, {});
  assert.equal(check(profileSchema, { nome: '', email: '' }).errors.nome, 'Nome é obrigatório');
  assert.equal(
    check(profileSchema, { ...base, nome: 'x'.repeat(51) }).errors.nome,
    'Nome deve ter no máximo 50 caracteres',
  );
  assert.equal(check(profileSchema, { ...base, email: 'x' }).errors.email, 'Email inválido');
  assert.equal(
    check(profileFormSchema(base.email), { ...base, senhaAtual: 'old' }).errors.novaSenha,
    'Nova senha é obrigatória quando senha atual é preenchida',
  );
  assert.deepEqual(check(profileSchema, { ...base, novaSenha: '12345', confirmarSenha: '' }).errors, {
    novaSenha: 'Nova senha deve ter pelo menos 6 caracteres',
    senhaAtual: 'Senha atual é obrigatória para alterar a senha',
    confirmarSenha: 'Confirmação de senha é obrigatória',
  });
  assert.equal(
    check(profileSchema, { ...base, senhaAtual: 'old', novaSenha: '123456', confirmarSenha: '654321' }).errors
      .confirmarSenha,
    'Senhas não coincidem',
  );
});

test('no form sets a password of only spaces or tabs (issue 14)', () => {
  const account = { nome: 'Loja', email: 'l@x.com', cpf_cnpj: '11.222.333/0001-81' };
  for (const blank of ['      ', '\t\t\t\t\t\t', ' \t \t \t ']) {
    const pair = { password: blank, confirmpassword: blank };
    assert.equal(
      check(signupSchema, { name: 'Ana', email: 'a@b.co', password: blank, confirmPassword: blank }).errors
        .password,
      BLANK_PASSWORD,
    );
    for (const [name, schema] of [
      ['registerSeller', registerSellerSchema],
      ['registerMarketplace', registerMarketplaceSchema],
      ['marketplaceCreate', marketplaceCreateSchema],
      ['marketplaceUpdate', marketplaceUpdateSchema],
      ['sellerCreate', sellerCreateSchema],
      ['sellerUpdate', sellerUpdateSchema],
      ['sellerRegister', sellerRegisterSchema],
      ['sellerEdit', sellerEditSchema],
      ['buyerCreate', buyerCreateSchema],
      ['buyerUpdate', buyerUpdateSchema],
    ] as const) {
      assert.equal(check(schema, { ...account, ...pair }).errors.password, BLANK_PASSWORD, name);
    }
    assert.equal(
      check(profileSchema, { nome: 'Ana', email: 'a@b.co', senhaAtual: 'old', novaSenha: blank }).errors
        .novaSenha,
      BLANK_PASSWORD,
    );
  }
  // A password with spaces around a visible character is the user's choice.
  assert.equal(
    check(signupSchema, { name: 'Ana', email: 'a@b.co', password: '  a   ', confirmPassword: '  a   ' })
      .errors.password,
    undefined,
  );
  // An edit form's empty password still means "keep the current one".
  assert.equal(check(sellerUpdateSchema, { ...account, password: '' }).errors.password, undefined);
});

test('a new e-mail in the profile needs the current password, as a new password does (issue 14)', () => {
  const stored = 'ana@x.com';
  const form = profileFormSchema(stored);
  assert.equal(
    check(form, { nome: 'Ana', email: 'nova@x.com' }).errors.senhaAtual,
    'Senha atual é obrigatória para alterar o email',
  );
  assert.deepEqual(check(form, { nome: 'Ana', email: 'nova@x.com', senhaAtual: 'old' }).errors, {});
  assert.deepEqual(check(form, { nome: 'Ana', email: ' ANA@x.com ' }).errors, {});
  assert.deepEqual(profileChangeIssues({ email: 'nova@x.com', senhaAtual: '' }, 'Ana@X.com'), [
    { field: 'senhaAtual', message: 'Senha atual é obrigatória para alterar o email' },
  ]);
  assert.deepEqual(profileChangeIssues({ email: 'ana@x.com', senhaAtual: 'old' }, 'Ana@X.com'), [
    { field: 'novaSenha', message: 'Nova senha é obrigatória quando senha atual é preenchida' },
  ]);
});
