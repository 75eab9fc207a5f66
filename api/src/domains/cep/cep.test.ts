import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/harness';
import { CEP_LOOKUP_FAILED, CEP_NOT_FOUND, createCepLookup } from './cep-lookup';

/** A local stand-in for ViaCEP: known codes, an unknown one, a broken one; counts its hits. */
const SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};
const hits: string[] = [];
const fake = http.createServer((req, res) => {
  const code = /^\/ws\/(\d+)\/json\/$/.exec(req.url ?? '')?.[1] ?? '';
  hits.push(code);
  res.setHeader('content-type', 'application/json');
  if (code === '01001000') return res.end(JSON.stringify(SE));
  if (code === '20040002')
    return res.end(JSON.stringify({ ...SE, cep: '20040-002', localidade: 'Rio de Janeiro', uf: 'RJ' }));
  if (code === '99999999') return res.end(JSON.stringify({ erro: 'true' }));
  if (code === '88888888') return res.end(JSON.stringify({ erro: true }));
  if (code === '77777777') return res.end('<html>not json</html>');
  res.statusCode = 500;
  res.end('{}');
});

let t: TestApp;
let fakeUrl = '';
before(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/ws`;
  t = await createTestApp({ cepApiUrl: fakeUrl });
});
after(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});

const get = (cep: string) => t.app.inject({ method: 'GET', url: `/api/cep/${cep}` });

test('GET /api/cep/:cep answers the address, with or without the hyphen, without a login', async () => {
  const res = await get('01001-000');
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), {
    cep: '01001-000',
    street: 'Praça da Sé',
    complement: 'lado ímpar',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
  });
  const bare = await get('20040002');
  assert.equal(bare.statusCode, 200);
  assert.equal(bare.json<{ city: string }>().city, 'Rio de Janeiro');
});

test('answers are cached: the service is asked once per postal code', async () => {
  const before = hits.filter((h) => h === '01001000').length;
  for (let i = 0; i < 3; i += 1) assert.equal((await get('01001000')).statusCode, 200);
  assert.equal(hits.filter((h) => h === '01001000').length, before, 'served from the cache');
});

test("an unknown postal code answers 404 'CEP não encontrado.' (both of ViaCEP's spellings)", async () => {
  for (const cep of ['99999-999', '88888888']) {
    const res = await get(cep);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { message: CEP_NOT_FOUND, code: 'cep_not_found' });
  }
  assert.equal(CEP_NOT_FOUND, 'CEP não encontrado.');
});

test("a failing or garbled service answers 502 'Erro ao buscar o CEP. Tente novamente.', not cached", async () => {
  for (const cep of ['55555-555', '77777777']) {
    const res = await get(cep);
    assert.equal(res.statusCode, 502);
    assert.deepEqual(res.json(), { message: CEP_LOOKUP_FAILED, code: 'cep_lookup_failed' });
  }
  const asked = hits.filter((h) => h === '55555555').length;
  await get('55555-555');
  assert.equal(hits.filter((h) => h === '55555555').length, asked + 1, 'a failure is asked again');
  assert.equal(CEP_LOOKUP_FAILED, 'Erro ao buscar o CEP. Tente novamente.');
});

test('a malformed postal code answers 400 without asking the service', async () => {
  const asked = hits.length;
  for (const cep of ['123', '0100100a', '01.001-00', '01001-0000']) {
    const res = await get(encodeURIComponent(cep));
    assert.equal(res.statusCode, 400, cep);
    if (cep.length <= 9)
      assert.equal(res.json<{ message: string }>().message, 'CEP inválido (ex: 00000-000)');
  }
  assert.notEqual((await get('')).statusCode, 200);
  assert.equal(hits.length, asked);
});

test('an unreachable service answers 502', async () => {
  const lookup = createCepLookup({ baseUrl: 'http://127.0.0.1:9/ws', timeoutMs: 1_000 });
  await assert.rejects(lookup.lookup('01001000'), { status: 502, message: CEP_LOOKUP_FAILED });
});

test('the cache is bounded (oldest out) and entries expire', async () => {
  let clock = 0;
  const lookup = createCepLookup({ baseUrl: fakeUrl, maxEntries: 2, ttlMs: 1_000, now: () => clock });
  const count = (code: string) => hits.filter((h) => h === code).length;
  const se = count('01001000');
  await lookup.lookup('01001000');
  await lookup.lookup('20040002');
  await assert.rejects(lookup.lookup('99999999'), { status: 404 });
  assert.equal(lookup.size, 2);
  await lookup.lookup('01001000');
  assert.equal(count('01001000'), se + 2, 'evicted, so asked again');
  clock += 1_001;
  await lookup.lookup('01001000');
  assert.equal(count('01001000'), se + 3, 'expired, so asked again');
});
