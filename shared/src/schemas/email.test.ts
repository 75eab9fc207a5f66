import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { EMAIL_RE } from '../documents/contact';
import { EMAIL_MIXED_SCRIPTS, emailField } from './email';

const field = emailField('Email é obrigatório', 'Email inválido');
const messageOf = (value: unknown) => {
  const r = field.safeParse(value);
  return r.success ? r.data : r.error.issues[0]?.message;
};

test('one rule: what our e-mail field accepts, the provider adapter (z.email) accepts, and the reverse', () => {
  const samples = [
    'ana@pagora.demo',
    'a.b+c@x.com.br',
    'joão@exemplo.com',
    'a@b',
    'a@b.c',
    'a..b@x.com',
    "o'neil@x.io",
  ];
  for (const sample of samples)
    assert.equal(EMAIL_RE.test(sample), z.email().safeParse(sample).success, sample);
});

test('normalised (NFKC, lower case); mixed scripts refused as lookalikes', () => {
  assert.equal(messageOf('  Ana@Pagora.Demo '), 'ana@pagora.demo');
  assert.equal(messageOf('\uff53eller@pagora.demo'), 'seller@pagora.demo');
  assert.equal(messageOf('s\u0435ller@pagora.demo'), EMAIL_MIXED_SCRIPTS);
  assert.equal(messageOf('seller@p\u0430gora.demo'), EMAIL_MIXED_SCRIPTS);
  assert.equal(messageOf('joão@exemplo.com'), 'Email inválido');
  assert.equal(messageOf(''), 'Email é obrigatório');
  assert.equal(messageOf(undefined), 'Email é obrigatório');
});
