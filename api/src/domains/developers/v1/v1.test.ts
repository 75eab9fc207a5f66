import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../../test/config';
import { cardBody, startPaymentsApp } from '../../payments/testing';

type Payments = Awaited<ReturnType<typeof startPaymentsApp>>;

describe('/v1 with a secret key: scopes, tenants, cents, refunds, rate limits', () => {
  let p: Payments;
  const secrets: Record<string, string> = {};
  before(async () => {
    p = await startPaymentsApp(
      {},
      {},
      {
        developers: { ...testConfig().developers, rateLimit: { perSecond: 0.01, burst: 30 } },
      },
    );
    const key = async (email: string, name: string, scopes: string[]) => {
      const auth = await p.t.loginAs(email);
      const res = await p.t.app.inject({
        method: 'POST',
        url: '/api/developer/keys',
        headers: auth,
        payload: { name, scopes },
      });
      return res.json<{ secret: string }>().secret;
    };
    const all = [
      'links:read',
      'links:write',
      'transactions:read',
      'refunds:write',
      'buyers:read',
      'subscriptions:read',
    ];
    secrets.seller = await key('seller@pagora.demo', 'tudo', all);
    secrets.readOnly = await key('seller@pagora.demo', 'leitura', ['links:read']);
    secrets.seller2 = await key('seller2@pagora.demo', 'outra loja', all);
    secrets.marketplace = await key('marketplace@pagora.demo', 'marketplace', all);
  });
  after(() => p.t.close());

  const call = (secret: string, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
    p.t.app.inject({
      method,
      url: `/v1${url}`,
      headers: { authorization: `Bearer ${secret}`, ...headers },
      ...(payload ? { payload } : {}),
    });

  test('a link created in cents answers its id and payer URL; another tenant reads 404; read-only cannot write', async () => {
    const res = await call(secrets.seller!, 'POST', '/links', {
      amount: 12_345,
      currency: 'BRL',
      description: 'Camiseta',
      paymentMethods: ['pix', 'credit_card'],
    });
    assert.equal(res.statusCode, 201, res.body);
    const link = res.json();
    assert.equal(link.amount, 12_345);
    assert.equal(link.currency, 'BRL');
    assert.match(link.url, new RegExp(`/pay/${link.id}$`));
    const payerPage = await p.t.app.inject({ method: 'GET', url: `/api/payment-ver/${link.id}` });
    assert.equal(payerPage.statusCode, 200);
    assert.equal((await call(secrets.readOnly!, 'GET', `/links/${link.id}`)).json().id, link.id);
    const other = await call(secrets.seller2!, 'GET', `/links/${link.id}`);
    assert.equal(other.statusCode, 404);
    assert.equal(other.json().message, 'Link de pagamento não encontrado.');
    const denied = await call(secrets.readOnly!, 'POST', `/links/${link.id}/disable`);
    assert.equal(denied.statusCode, 403);
    assert.deepEqual(denied.json(), {
      message: 'Esta chave não tem a permissão links:write.',
      code: 'insufficient_scope',
    });
    assert.ok(
      (await call(secrets.marketplace!, 'GET', '/links'))
        .json()
        .data.some((l: { id: string }) => l.id === link.id),
    );
    assert.equal((await call(secrets.seller!, 'POST', `/links/${link.id}/disable`)).json().disabled, true);
    assert.equal((await call(secrets.seller!, 'GET', `/links/${link.id}`)).statusCode, 404);
  });

  test('bad input answers 400 with a pt-BR message in the one error shape', async () => {
    const reais = await call(secrets.seller!, 'POST', '/links', {
      amount: 10.5,
      currency: 'BRL',
      paymentMethods: ['pix'],
    });
    assert.equal(reais.statusCode, 400);
    assert.equal(reais.json().message, 'Informe o valor em centavos (número inteiro).');
    const usd = await call(secrets.seller!, 'POST', '/links', {
      amount: 1000,
      currency: 'USD',
      paymentMethods: ['pix'],
    });
    assert.equal(usd.json().message, "A moeda deve ser 'BRL'.");
    const noKey = await p.t.app.inject({ method: 'GET', url: '/v1/links' });
    assert.equal(noKey.statusCode, 401);
    assert.equal(noKey.json().code, 'invalid_api_key');
  });

  test('a paid transaction is listed and read in cents, refunded once per Idempotency-Key', async () => {
    const link = (
      await call(secrets.seller!, 'POST', '/links', {
        amount: 10_000,
        currency: 'BRL',
        paymentMethods: ['credit_card'],
      })
    ).json();
    const paid = await p.pay(link.id, cardBody({ installments: 1, installmentValue: 100, totalValue: 100 }));
    assert.equal(paid.statusCode, 200, paid.body);
    const txId = paid.json<{ data: { data: { id: string } } }>().data.data.id;
    const listed = (await call(secrets.seller!, 'GET', '/transactions?status=pago')).json();
    assert.ok(listed.data.some((t: { id: string; amount: number }) => t.id === txId && t.amount === 10_000));
    assert.equal((await call(secrets.seller2!, 'GET', `/transactions/${txId}`)).statusCode, 404);
    const noKey = await call(secrets.seller!, 'POST', `/transactions/${txId}/refunds`, { amount: 2_500 });
    assert.equal(noKey.statusCode, 400);
    const refund = () =>
      call(
        secrets.seller!,
        'POST',
        `/transactions/${txId}/refunds`,
        { amount: 2_500 },
        { 'idempotency-key': 'r1' },
      );
    const first = await refund();
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().refundedAmount, 2_500);
    assert.equal((await refund()).json().refundedAmount, 2_500);
    const read = (await call(secrets.seller!, 'GET', `/transactions/${txId}`)).json();
    assert.equal(read.refundedAmount, 2_500);
    assert.equal(read.linkId, link.id);
    const readOnly = await call(
      secrets.readOnly!,
      'POST',
      `/transactions/${txId}/refunds`,
      {},
      { 'idempotency-key': 'r2' },
    );
    assert.equal(readOnly.statusCode, 403);
  });

  test('buyers and subscriptions are read with their scopes', async () => {
    assert.equal((await call(secrets.seller!, 'GET', '/buyers')).statusCode, 200);
    assert.equal((await call(secrets.seller!, 'GET', '/subscriptions')).statusCode, 200);
    assert.equal((await call(secrets.readOnly!, 'GET', '/subscriptions')).statusCode, 403);
  });

  test('RateLimit headers count down on every answer; past the burst, 429 with Retry-After', async () => {
    const key = secrets.seller2!;
    const seen: number[] = [];
    let last;
    for (let i = 0; i < 40; i += 1) {
      last = await call(key, 'GET', '/links');
      if (last.statusCode === 429) break;
      assert.equal(last.headers['ratelimit-limit'], '30');
      seen.push(Number(last.headers['ratelimit-remaining']));
    }
    assert.ok(seen.length >= 2 && seen.every((n, i) => i === 0 || n < seen[i - 1]!), String(seen));
    assert.equal(last!.statusCode, 429);
    assert.ok(Number(last!.headers['retry-after']) >= 1);
    assert.equal(last!.headers['ratelimit-remaining'], '0');
    assert.equal(last!.json().code, 'too_many_requests');
  });

  test('a rolled key draws from the bucket of the key it replaced: one budget for both secrets', async () => {
    const auth = await p.t.loginAs('marketplace@pagora.demo');
    const created = await p.t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: auth,
      payload: { name: 'a rolar', scopes: ['links:read'] },
    });
    const old = created.json<{ id: string; secret: string }>();
    for (let i = 0; i < 20; i += 1) assert.equal((await call(old.secret, 'GET', '/links')).statusCode, 200);
    const rolled = await p.t.app.inject({
      method: 'POST',
      url: `/api/developer/keys/${old.id}/roll`,
      headers: auth,
      payload: { overlapHours: 24 },
    });
    const next = rolled.json<{ id: string; secret: string }>();
    const first = await call(next.secret, 'GET', '/links');
    assert.equal(first.statusCode, 200);
    assert.ok(
      Number(first.headers['ratelimit-remaining']) <= 9,
      String(first.headers['ratelimit-remaining']),
    );
    // Both secrets together get what is left of the 30, not 30 more each.
    let granted = 21;
    for (let i = 0; i < 40; i += 1) {
      const res = await call(i % 2 ? old.secret : next.secret, 'GET', '/links');
      if (res.statusCode === 429) break;
      granted += 1;
    }
    assert.ok(granted <= 31, `${granted} calls granted to the two secrets`);
    const keys = (await p.t.app.inject({ method: 'GET', url: '/api/developer/keys', headers: auth })).json<{
      dados: Array<{ id: string; lastUsedAt: string | null }>;
    }>().dados;
    assert.ok(keys.find((k) => k.id === next.id)?.lastUsedAt, 'the new key shows its own last use');
  });

  test('the v1 OpenAPI document lists only /v1 paths, each answer with its rate-limit headers', async () => {
    const doc = (await p.t.app.inject({ method: 'GET', url: '/api/docs/v1' })).json();
    const paths = Object.keys(doc.paths);
    assert.ok(paths.includes('/v1/links') && paths.includes('/v1/transactions/{id}/refunds'));
    assert.ok(paths.every((path) => path.startsWith('/v1/')));
    const answers = doc.paths['/v1/links'].post.responses;
    assert.ok(answers['201'].headers['RateLimit-Remaining']);
    assert.ok(answers['429'].headers['Retry-After']);
  });
});
