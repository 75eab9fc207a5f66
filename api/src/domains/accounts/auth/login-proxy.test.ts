import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/harness';

// Behind a load balancer every request arrives from the balancer's address; the client's is in
// X-Forwarded-For. The login limiter counts per `request.ip`, so TRUST_PROXY decides whose address
// it counts.
const BALANCER = '10.0.0.2';
const CLIENT_A = '203.0.113.10';
const CLIENT_B = '203.0.113.20';
const PER_IP = 3;
const TOO_MANY = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

function attempts(get: () => TestApp) {
  let n = 0;
  // A fresh unknown e-mail each time: only the per-IP limit can answer 429.
  return (forwardedFor: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `ninguem${(n += 1)}@x.demo`, password: 'errada' },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': forwardedFor },
    });
}

describe('login rate limiting behind a proxy, TRUST_PROXY=1', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      trustProxy: 1,
      loginLimits: { perIp: PER_IP, perAccount: 1000, windowSeconds: 60 },
    });
  });
  after(() => t.close());
  const attempt = attempts(() => t);

  test('two clients behind the same balancer are limited separately', async () => {
    for (let i = 0; i < PER_IP; i += 1) assert.equal((await attempt(CLIENT_A)).statusCode, 401);
    const locked = await attempt(CLIENT_A);
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().message, TOO_MANY);

    const other = await attempt(CLIENT_B);
    assert.equal(other.statusCode, 401);
    assert.equal(other.json().code, 'invalid_credentials');
  });

  test('only the hop the balancer appended counts: a client cannot forge its way out', async () => {
    // The client sends its own X-Forwarded-For; the balancer appends the address it saw.
    const forged = await attempt(`198.51.100.7, ${CLIENT_A}`);
    assert.equal(forged.statusCode, 429);
  });
});

describe('login rate limiting behind a proxy, TRUST_PROXY=10.0.0.0/8 (the balancer’s network)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      trustProxy: ['10.0.0.0/8'],
      loginLimits: { perIp: PER_IP, perAccount: 1000, windowSeconds: 60 },
    });
  });
  after(() => t.close());
  const attempt = attempts(() => t);

  test('clients behind the balancer are limited separately; a direct client’s header is ignored', async () => {
    for (let i = 0; i < PER_IP; i += 1) assert.equal((await attempt(CLIENT_A)).statusCode, 401);
    assert.equal((await attempt(CLIENT_A)).statusCode, 429);
    assert.equal((await attempt(CLIENT_B)).statusCode, 401);

    // Straight to an instance, not through the balancer: X-Forwarded-For names nobody.
    const direct = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'ninguem@x.demo', password: 'errada' },
        remoteAddress: CLIENT_A,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    assert.equal((await direct('198.51.100.8')).statusCode, 429);
  });
});

describe('login rate limiting behind a proxy, TRUST_PROXY off (the default)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ loginLimits: { perIp: PER_IP, perAccount: 1000, windowSeconds: 60 } });
  });
  after(() => t.close());
  const attempt = attempts(() => t);

  test('X-Forwarded-For is ignored: every client shares the balancer’s address', async () => {
    assert.equal(t.ctx.config.trustProxy, false);
    for (let i = 0; i < PER_IP; i += 1) assert.equal((await attempt(CLIENT_A)).statusCode, 401);
    const other = await attempt(CLIENT_B);
    assert.equal(other.statusCode, 429);
    assert.equal(other.json().message, TOO_MANY);
  });
});
