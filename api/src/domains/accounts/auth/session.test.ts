import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/harness';
import { issueToken } from './token';

describe('bearer tokens', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ tokenTtlSeconds: 2 });
  });
  after(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });

  test('a valid token reads the caller', async () => {
    const res = await me(await t.loginAs('marketplace@pagora.demo'));
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().user.email, 'marketplace@pagora.demo');
    assert.equal(res.json().user.dataInfo.id, t.demo.marketplaces[0]?.marketplace.id);
  });

  test('no token, a garbled token and a forged signature answer 401', async () => {
    assert.equal((await me({})).statusCode, 401);
    assert.equal((await me({ authorization: 'Bearer abc' })).statusCode, 401);
    const forged = issueToken('not-the-server-secret-not-the-server-secret', {
      sessionId: '00000000-0000-4000-8000-000000000000',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const res = await me({ authorization: `Bearer ${forged}` });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Sessão inválida. Faça login novamente.');
  });

  test('a token already read is remembered by its whole text: the same session with another signature is still refused', async () => {
    const auth = await t.loginAs('seller2@pagora.demo');
    assert.equal((await me(auth)).statusCode, 200);
    const token = auth.authorization?.slice('Bearer '.length) ?? '';
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const altered = await me({ authorization: `Bearer ${token.slice(0, -1)}${last}` });
    assert.equal(altered.statusCode, 401);
    assert.equal(altered.json().message, 'Sessão inválida. Faça login novamente.');
    assert.equal((await me(auth)).statusCode, 200);
  });

  test('logout revokes the token at once; other sessions stay valid', async () => {
    const first = await t.loginAs('seller@pagora.demo');
    const second = await t.loginAs('seller@pagora.demo');
    assert.equal((await me(first)).statusCode, 200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: first });
    assert.equal(out.statusCode, 204);
    const after = await me(first);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().message, 'Sua sessão expirou. Faça login novamente.');
    assert.equal((await me(second)).statusCode, 200);
  });

  test('a token stops working when it expires', async () => {
    const auth = await t.loginAs('customer@pagora.demo');
    assert.equal((await me(auth)).statusCode, 200);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await me(auth);
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().message, 'Sua sessão expirou. Faça login novamente.');
  });
});
