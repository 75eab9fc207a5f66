import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { cardSale, idSellerOf } from '../payouts/testing';
import { NOT_MADE, syncOpenAnticipations } from './sync';
import { anticipationTestApp, sandboxControlCall } from './test-support';

type Auth = { authorization: string };
type Anticipation = { id: string; sellerId: string; status: string; refusalReason: string | null };

describe('antecipação: who may, /v1, and a lost answer', () => {
  let t: TestApp;
  const auth: Record<string, Auth> = {};
  let sellerId: string;
  let brunoId: string;
  let idSeller: string;
  before(async () => {
    t = await anticipationTestApp();
    for (const [name, email] of Object.entries({ ...DEMO_LOGINS, bruno: 'bruno@pagora.demo' }))
      auth[name] = await t.loginAs(email);
    const idOf = async (email: string) =>
      (await t.ctx.database.query<{ id: string }>('SELECT id FROM sellers WHERE email = $1', [email]))[0]!.id;
    sellerId = await idOf(DEMO_LOGINS.seller);
    brunoId = await idOf('bruno@pagora.demo');
    idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
    // R$ 1.000,00 in 10x: ten receivables of R$ 96,01 to come.
    await cardSale(t, idSeller, 100_000, 10);
  });
  after(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
    t.app.inject({
      method,
      url,
      headers: key ? { ...auth[who]!, 'idempotency-key': key } : auth[who]!,
      ...(payload ? { payload } : {}),
    });
  const sync = () => syncOpenAnticipations(t.ctx, { olderThanMs: 0, leaseSeconds: 0 });

  it('a marketplace confirms for its seller; other tenants get 404; an admin reads only', async () => {
    const made = await call('marketplace', 'POST', '/api/anticipations', { sellerId, valor: 9_601 }, 'mk-1');
    assert.equal(made.statusCode, 201, made.body);
    const a = made.json<Anticipation>();
    assert.equal(a.sellerId, sellerId);
    const own = (await call('seller', 'GET', '/api/anticipations')).json<{ data: Anticipation[] }>().data;
    assert.deepEqual(
      own.map((x) => x.id),
      [a.id],
    );
    for (const who of ['seller2', 'bruno', 'marketplace2'])
      assert.equal((await call(who, 'GET', `/api/anticipations/${a.id}`)).statusCode, 404, who);
    assert.deepEqual((await call('bruno', 'GET', '/api/anticipations')).json<{ data: unknown[] }>().data, []);
    assert.equal(
      (await call('marketplace2', 'POST', '/api/anticipations/quote', { sellerId, valor: 100 })).statusCode,
      404,
    );
    assert.equal(
      (await call('seller', 'POST', '/api/anticipations/quote', { sellerId: brunoId, valor: 100 }))
        .statusCode,
      404,
    );
    assert.equal((await call('admin', 'GET', `/api/anticipations/${a.id}`)).statusCode, 200);
    assert.equal(
      (await call('admin', 'POST', '/api/anticipations/quote', { sellerId, valor: 9_601 })).statusCode,
      403,
    );
  });

  it('/v1 quotes, confirms under a key and reads, within the key scopes', async () => {
    const keyOf = async (scopes: string[]) =>
      (await call('seller', 'POST', '/api/developer/keys', { name: `k-${scopes.length}`, scopes })).json<{
        secret: string;
      }>().secret;
    const full = await keyOf(['anticipations:read', 'anticipations:write']);
    const v1 = (secret: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
      t.app.inject({
        method,
        url: `/v1${url}`,
        headers: { authorization: `Bearer ${secret}`, ...(key ? { 'idempotency-key': key } : {}) },
        ...(payload ? { payload } : {}),
      });
    const quote = await v1(full, 'POST', '/anticipations/quote', { amount: 9_601 });
    assert.equal(quote.statusCode, 200, quote.body);
    assert.equal(quote.json<{ object: string; amount: number }>().amount, 9_601);
    assert.equal((await v1(full, 'POST', '/anticipations', { amount: 9_601 })).statusCode, 400);
    const made = await v1(full, 'POST', '/anticipations', { amount: 9_601 }, 'v1-key');
    assert.equal(made.statusCode, 201, made.body);
    const { id, object, currency } = made.json<{ id: string; object: string; currency: string }>();
    assert.deepEqual([object, currency], ['anticipation', 'BRL']);
    assert.equal((await v1(full, 'GET', `/anticipations/${id}`)).statusCode, 200);
    const readOnly = await keyOf(['links:read']);
    assert.equal((await v1(readOnly, 'GET', `/anticipations/${id}`)).statusCode, 403);
  });

  it('a lost answer is held, never asked again, and found in the seller list', async () => {
    const before = (await t.ctx.gateway.provider.listPrepayments(idSeller)).length;
    await sandboxControlCall(t, 'PUT', '/faults', {
      api: { failNext: 1, failAfterProcessing: true, method: 'POST', pathEndsWith: '/prepayments' },
    });
    const res = await call('seller', 'POST', '/api/anticipations', { valor: 9_601 }, 'lost');
    assert.equal(res.statusCode, 201, res.body);
    const held = res.json<Anticipation>();
    assert.equal(held.status, 'em_verificacao');
    const again = await call('seller', 'POST', '/api/anticipations', { valor: 9_601 }, 'lost');
    assert.equal(again.json<Anticipation>().status, 'em_verificacao');
    await sync();
    const found = await call('seller', 'GET', `/api/anticipations/${held.id}`);
    assert.equal(found.json<Anticipation>().status, 'aprovada');
    assert.equal((await t.ctx.gateway.provider.listPrepayments(idSeller)).length, before + 1);
  });

  it('a request that never arrived is refused after the look-up, nothing anticipated', async () => {
    const before = (await t.ctx.gateway.provider.listPrepayments(idSeller)).length;
    await sandboxControlCall(t, 'PUT', '/faults', {
      api: { failNext: 1, failAfterProcessing: false, method: 'POST', pathEndsWith: '/prepayments' },
    });
    const res = await call('seller', 'POST', '/api/anticipations', { valor: 9_601 }, 'never');
    assert.equal(res.json<Anticipation>().status, 'em_verificacao');
    await sync();
    const after = (
      await call('seller', 'GET', `/api/anticipations/${res.json<Anticipation>().id}`)
    ).json<Anticipation>();
    assert.deepEqual([after.status, after.refusalReason], ['recusada', NOT_MADE]);
    assert.equal((await t.ctx.gateway.provider.listPrepayments(idSeller)).length, before);
  });
});
