import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isValidCep, isValidEmail, isValidPhone } from './contact';
import { maskCep, maskCnpj, maskCpf, maskCpfCnpj, maskCpfForList, maskPhone } from './masks';

test('maskCpf grows with typing and caps at 11 digits', () => {
  assert.equal(maskCpf(''), '');
  assert.equal(maskCpf('529'), '529');
  assert.equal(maskCpf('5299'), '529.9');
  assert.equal(maskCpf('5299822'), '529.982.2');
  assert.equal(maskCpf('5299822472'), '529.982.247-2');
  assert.equal(maskCpf('529982247251234'), '529.982.247-25');
});

test('maskCnpj formats 14 digits', () => {
  assert.equal(maskCnpj('11222333000181'), '11.222.333/0001-81');
  assert.equal(maskCnpj('112223330'), '11.222.333/0');
});

test('maskCpfCnpj switches to CNPJ from the 12th digit', () => {
  assert.equal(maskCpfCnpj('52998224725'), '529.982.247-25');
  assert.equal(maskCpfCnpj('529.982.247-251'), '52.998.224/7251');
  assert.equal(maskCpfCnpj('112223330001819'), '11.222.333/0001-81');
});

test('maskPhone handles landline and mobile', () => {
  assert.equal(maskPhone('1'), '(1');
  assert.equal(maskPhone('11'), '(11');
  assert.equal(maskPhone('113'), '(11) 3');
  assert.equal(maskPhone('1133334'), '(11) 3333-4');
  assert.equal(maskPhone('1133334444'), '(11) 3333-4444');
  assert.equal(maskPhone('11999998888'), '(11) 99999-8888');
  assert.equal(maskPhone('119999988887'), '(11) 99999-8888');
  assert.ok(isValidPhone(maskPhone('1133334444')));
  assert.ok(isValidPhone(maskPhone('11999998888')));
  assert.ok(!isValidPhone(maskPhone('119999')));
});

test('maskCep formats 00000-000', () => {
  assert.equal(maskCep('01310'), '01310');
  assert.equal(maskCep('013101'), '01310-1');
  assert.equal(maskCep('01310-100'), '01310-100');
  assert.equal(maskCep('013101009'), '01310-100');
  assert.ok(isValidCep('01310-100'));
  assert.ok(isValidCep('01310100'));
  assert.ok(!isValidCep('0131-0100'));
});

test('isValidEmail', () => {
  assert.ok(isValidEmail('ana@pagora.com.br'));
  assert.ok(isValidEmail(' ana@pagora.com '));
  assert.ok(!isValidEmail('ana@pagora'));
  assert.ok(!isValidEmail('ana pagora@x.com'));
  assert.ok(!isValidEmail(''));
  assert.ok(!isValidEmail(`${'a'.repeat(250)}@x.com`));
});

test('maskCpfForList hides all but the middle digits', () => {
  assert.equal(maskCpfForList('52998224725'), '***.982.247-**');
  assert.equal(maskCpfForList('529.982.247-25'), '***.982.247-**');
  assert.equal(maskCpfForList('11222333000181'), '**.222.333/0001-**');
  assert.equal(maskCpfForList('12345'), '*****');
  assert.equal(maskCpfForList(''), '');
});
