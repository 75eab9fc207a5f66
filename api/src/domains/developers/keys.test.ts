import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';

type Auth = { authorization: string };

describe('secret keys: shown once, stored as a hash, listed, revoked and rolled', () => {
  let t: TestApp;
  const auth: Record<string, Auth> = {};
  before(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'marketplace', 'seller', 'seller2', 'customer'] as const)
      auth[who] = await t.loginAs(DEMO_LOGINS[who]);
  });
  after(() => t.close());

  const create = (who: Auth, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/developer/keys', headers: who, payload });
  const list = async (who: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/developer/keys', headers: who })).json().dados as {
      id: string;
      name: string;
      prefix: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
      expiresAt: string | null;
    }[];
  const v1 = (secret: string) =>
    t.app.inject({ method: 'GET', url: '/v1/links', headers: { authorization: `Bearer ${secret}` } });

  test('the secret is answered once, with the sandbox prefix, and the database keeps no copy of it', async () => {
    const res = await create(auth.seller!, { name: 'Loja virtual', scopes: ['links:read'] });
    assert.equal(res.statusCode, 201);
    const { id, secret, key } = res.json();
    assert.match(secret, /^pgr_test_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    assert.equal(key.prefix, secret.slice(0, 17));
    const listed = await list(auth.seller!);
    assert.deepEqual(
      listed.map((k) => [k.id, k.name, k.prefix]),
      [[id, 'Loja virtual', key.prefix]],
    );
    assert.ok(!JSON.stringify(listed).includes(secret));
    const dump = await t.ctx.database.query('SELECT * FROM api_keys');
    assert.ok(!JSON.stringify(dump).includes(secret.slice(18)), 'the secret part is not stored');
  });

  test("the owner is told by e-mail of every new key ('Emails enviados' lists it, without the secret)", async () => {
    const mail = await t.app.inject({ method: 'GET', url: '/api/emails', headers: auth.seller! });
    const notice = (mail.json().dados as { para: string; assunto: string; id: string }[]).find(
      (m) => m.assunto === 'Uma nova chave de API foi criada na sua conta',
    );
    assert.equal(notice?.para, 'seller@pagora.demo');
    const body = await t.app.inject({
      method: 'GET',
      url: `/api/emails/${notice!.id}`,
      headers: auth.seller!,
    });
    assert.match(body.json().dados.texto, /Loja virtual/);
    assert.doesNotMatch(body.json().dados.texto, /pgr_test_[A-Za-z0-9_-]{8}_/);
  });

  test('bad input answers 400 in pt-BR; a customer cannot create a key; admin reads all, creates none', async () => {
    const noScope = await create(auth.seller!, { name: 'x', scopes: [] });
    assert.equal(noScope.statusCode, 400);
    assert.equal(noScope.json().message, 'Selecione pelo menos uma permissão.');
    const past = await create(auth.seller!, {
      name: 'x',
      scopes: ['links:read'],
      expiresAt: '2020-01-01T00:00:00Z',
    });
    assert.equal(past.json().message, 'A validade deve ser uma data futura.');
    assert.equal((await create(auth.customer!, { name: 'x', scopes: ['links:read'] })).statusCode, 403);
    assert.equal((await create(auth.admin!, { name: 'x', scopes: ['links:read'] })).statusCode, 403);
    await create(auth.seller2!, { name: 'Outra loja', scopes: ['links:read'] });
    const names = (await list(auth.admin!)).map((k) => k.name);
    assert.ok(names.includes('Loja virtual') && names.includes('Outra loja'));
    assert.ok(!(await list(auth.seller!)).some((k) => k.name === 'Outra loja'));
  });

  test('a key works on /v1 and records its last use; revoked, it answers 401 at once', async () => {
    const { id, secret } = (await create(auth.seller!, { name: 'Revogável', scopes: ['links:read'] })).json();
    assert.equal((await v1(secret)).statusCode, 200);
    assert.ok((await list(auth.seller!)).find((k) => k.id === id)!.lastUsedAt);
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${id}`,
      headers: auth.seller2!,
    });
    assert.equal(other.statusCode, 404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/developer/keys/${id}`,
      headers: auth.seller!,
    });
    assert.equal(del.json().message, 'Chave revogada.');
    const refused = await v1(secret);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'invalid_api_key');
    assert.ok((await list(auth.seller!)).find((k) => k.id === id)!.revokedAt);
  });

  test("'Rolar' with an overlap: both secrets work until it ends; without one the old stops now", async () => {
    const first = (await create(auth.seller!, { name: 'Rolável', scopes: ['links:read'] })).json();
    const roll = (id: string, overlapHours: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/developer/keys/${id}/roll`,
        headers: auth.seller!,
        payload: { overlapHours },
      });
    const second = (await roll(first.id, 24)).json();
    assert.notEqual(second.secret, first.secret);
    assert.equal((await v1(first.secret)).statusCode, 200);
    assert.equal((await v1(second.secret)).statusCode, 200);
    const old = (await list(auth.seller!)).find((k) => k.id === first.id)!;
    assert.ok(old.expiresAt && Date.parse(old.expiresAt) > Date.now() + 23 * 3600_000);
    const third = (await roll(second.id, 0)).json();
    assert.equal((await v1(second.secret)).statusCode, 401);
    assert.equal((await v1(third.secret)).statusCode, 200);
  });
});
