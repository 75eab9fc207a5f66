import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

describe('GET /api/split-recipients', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const recipients = async (email: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/split-recipients',
      headers: await t.loginAs(email),
    });
    return {
      status: res.statusCode,
      names: (res.json().recipients ?? []).map((r: { nome: string }) => r.nome),
    };
  };

  test('a seller sees the other sellers of its marketplace, not itself nor other tenants', async () => {
    assert.deepEqual(await recipients('seller@pagora.demo'), {
      status: 200,
      names: ['Bruno Lima Eletrônicos'],
    });
    assert.deepEqual(await recipients('seller2@pagora.demo'), { status: 200, names: [] });
  });

  test('a marketplace sees all its sellers; customers and admins are refused', async () => {
    assert.deepEqual((await recipients('marketplace@pagora.demo')).names, [
      'Ana Souza Artesanato',
      'Bruno Lima Eletrônicos',
    ]);
    assert.equal((await recipients('customer@pagora.demo')).status, 403);
    assert.equal((await recipients('admin@pagora.demo')).status, 403);
  });
});
