import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj, onlyDigits } from './cpf-cnpj';

test('onlyDigits strips masks', () => {
  assert.equal(onlyDigits('529.982.247-25'), '52998224725');
  assert.equal(onlyDigits('(11) 9 8888-7777'), '11988887777');
});

test('isValidCpf checks both mod-11 digits', () => {
  assert.ok(isValidCpf('529.982.247-25'));
  assert.ok(isValidCpf('12345678909'));
  assert.ok(!isValidCpf('529.982.247-26'), 'second check digit');
  assert.ok(!isValidCpf('529.982.247-15'), 'first check digit');
  assert.ok(!isValidCpf('111.111.111-11'), 'all the same digit');
  assert.ok(!isValidCpf('5299822472'), 'ten digits');
  assert.ok(!isValidCpf(''));
});

test('isValidCnpj checks both mod-11 digits', () => {
  assert.ok(isValidCnpj('11.222.333/0001-81'));
  assert.ok(isValidCnpj('11444777000161'));
  assert.ok(!isValidCnpj('11.222.333/0001-82'));
  assert.ok(!isValidCnpj('11.222.333/0001-71'));
  assert.ok(!isValidCnpj('00000000000000'));
  assert.ok(!isValidCnpj('1122233300018'));
});

test('isValidCpfOrCnpj accepts either document', () => {
  assert.ok(isValidCpfOrCnpj('529.982.247-25'));
  assert.ok(isValidCpfOrCnpj('11.222.333/0001-81'));
  assert.ok(!isValidCpfOrCnpj('123'));
});
