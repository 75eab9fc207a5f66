import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import argon2 from 'argon2';
import { createTestApp, type TestApp } from '../../../test/harness';
import { LoginLimiter } from './login-limiter';

describe('POST /api/login', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ loginLimits: { perIp: 1000, perAccount: 1000, windowSeconds: 60 } });
  });
  after(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });

  test('answers user, token and brand settings for a seller', async () => {
    const res = await login({ email: 'seller@pagora.demo', password: 'pagora123' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.message, 'Login realizado com sucesso!');
    assert.match(body.token, /^[0-9a-f-]{36}\.\d+\.[\w-]+$/);
    assert.equal(body.user.cargo, 'seller');
    assert.equal(body.user.nome, 'Ana Souza Artesanato');
    assert.equal(body.user.marketplaceId, t.demo.marketplaces[0]?.marketplace.id);
    assert.equal(body.user.dataInfo.id, t.demo.sellers[0]?.seller.id);
    assert.equal(body.painel, null);
    assert.deepEqual(Object.keys(body.settings).sort(), [
      'logo',
      'logoMini',
      'primaryColor',
      'secondaryColor',
    ]);
    assert.equal(body.user.passwordHash, undefined);
  });

  test('an admin also gets the painel with every marketplace and seller', async () => {
    const body = (await login({ email: 'admin@pagora.demo', password: 'pagora123' })).json();
    assert.equal(body.user.cargo, 'admin');
    assert.deepEqual(
      body.painel.marketplaces.map((m: { nome: string }) => m.nome),
      ['Feira Nordeste', 'Mercado Central'],
    );
    assert.equal(body.painel.sellers.length, 3);
  });

  test('the e-mail is matched without regard to case', async () => {
    assert.equal((await login({ email: 'Seller@Pagora.DEMO', password: 'pagora123' })).statusCode, 200);
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    const wrong = await login({ email: 'seller@pagora.demo', password: 'errada' });
    const unknown = await login({ email: 'ninguem@pagora.demo', password: 'pagora123' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(wrong.json(), { message: 'Email ou senha incorretos', code: 'invalid_credentials' });
    assert.deepEqual(unknown.json(), wrong.json());
  });

  const badInputs: Array<[string, unknown, string, string | undefined]> = [
    ['missing e-mail', { password: 'pagora123' }, 'Email é obrigatório', 'email'],
    ['empty e-mail', { email: '', password: 'pagora123' }, 'Email é obrigatório', 'email'],
    ['invalid e-mail', { email: 'seller', password: 'pagora123' }, 'Digite um email válido', 'email'],
    ['e-mail of the wrong type', { email: 42, password: 'pagora123' }, 'Email é obrigatório', 'email'],
    ['missing password', { email: 'seller@pagora.demo' }, 'Senha é obrigatória', 'password'],
    [
      'short password',
      { email: 'seller@pagora.demo', password: 'ab' },
      'A senha deve ter pelo menos 3 caracteres',
      'password',
    ],
    [
      'password of the wrong type',
      { email: 'seller@pagora.demo', password: ['x'] },
      'Senha é obrigatória',
      'password',
    ],
    ['an array body', [1, 2], 'Corpo da requisição inválido: envie um objeto JSON.', undefined],
  ];
  for (const [name, payload, message, field] of badInputs) {
    test(`${name} answers 400 naming the field`, async () => {
      const res = await login(payload);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, message);
      assert.equal(res.json().field, field);
    });
  }

  test('malformed JSON answers 400 in pt-BR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "seller@pagora.demo",',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'JSON malformado no corpo da requisição.');
  });

  test('a non-JSON content type answers 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': type },
        payload: 'email=a',
      });
      assert.equal(res.statusCode, 415, type);
      assert.match(res.json().message, /Tipo de conteúdo não suportado/);
    }
  });

  test('a body over 1 MB answers 413', async () => {
    const res = await login({ email: 'seller@pagora.demo', password: 'x'.repeat(1024 * 1024 + 10) });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().message, 'Requisição muito grande. O limite é 1 MB.');
  });

  test('unknown fields are ignored', async () => {
    const res = await login({
      email: 'seller@pagora.demo',
      password: 'pagora123',
      cargo: 'admin',
      isAdmin: true,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().user.cargo, 'seller');
  });
});

describe('login rate limiting', () => {
  let t: TestApp;
  // The failures a window remembers; waits long enough that no test outlives one (no timed tests).
  const FREE = 2;
  const FIRST_WAIT = 60;
  before(async () => {
    t = await createTestApp({
      loginLimits: { perIp: 6, perAccount: 5, windowSeconds: 900 },
      loginBackoff: { freeFailures: FREE, firstDelaySeconds: FIRST_WAIT },
    });
  });
  after(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  test('wrong passwords from five other addresses do not stop the owner at their own', async () => {
    // Each address fails until it is made to wait; the account is far past its ceiling.
    let failures = 0;
    for (let i = 0; i < 5; i += 1)
      for (let n = 0; n < FREE + 2; n += 1) {
        const res = await attempt('seller@pagora.demo', 'errada', `10.0.0.${i}`);
        assert.ok([401, 429].includes(res.statusCode), res.body);
        if (res.statusCode === 401) failures += 1;
      }
    assert.ok(failures > 5, `${failures}`);
    const owner = await attempt('seller@pagora.demo', 'pagora123', '10.0.1.1');
    assert.equal(owner.statusCode, 200);
    assert.equal(owner.json().user.email, 'seller@pagora.demo');
    // The attackers' own addresses are the ones slowed.
    const attacker = await attempt('seller@pagora.demo', 'errada', '10.0.0.0');
    assert.equal(attacker.statusCode, 429);
  });

  test('failures from one address are slowed, with Retry-After, before any hashing', async (ctx) => {
    const ip = '10.0.2.1';
    for (let n = 0; n < FREE; n += 1)
      assert.equal((await attempt('seller2@pagora.demo', 'errada', ip)).statusCode, 401);
    // Past the free failures: this one is checked, then the address waits.
    assert.equal((await attempt('seller2@pagora.demo', 'errada', ip)).statusCode, 401);
    const verify = ctx.mock.method(argon2, 'verify');
    const slowed = await attempt('seller2@pagora.demo', 'pagora123', ip);
    assert.equal(slowed.statusCode, 429);
    assert.equal(
      slowed.json().message,
      'Muitas tentativas de login com este email. Aguarde 1 minuto e tente novamente.',
    );
    assert.equal(slowed.headers['retry-after'], String(FIRST_WAIT));
    assert.equal(verify.mock.callCount(), 0);
    // Another address, and this address on another account, are not slowed.
    assert.equal((await attempt('seller2@pagora.demo', 'pagora123', '10.0.2.2')).statusCode, 200);
    assert.equal(verify.mock.callCount(), 1, 'the spy sees a checked password');
    assert.equal((await attempt('marketplace2@pagora.demo', 'pagora123', ip)).statusCode, 200);
  });

  test('the wait doubles with each failure past the free ones', async () => {
    // The limiter's own clock: the doubling is seen without waiting for it.
    let now = 0;
    const limiter = new LoginLimiter(
      t.ctx.database,
      { perIp: 100, perAccount: 100, windowSeconds: 900, freeFailures: 1, firstDelaySeconds: 10 },
      () => now,
    );
    const waits: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const verdict = await limiter.tryAttempt('ip', 'a@x.com');
      if (!verdict.allowed) {
        waits.push(verdict.retryAfterSeconds);
        now += verdict.retryAfterSeconds * 1000;
        assert.equal((await limiter.tryAttempt('ip', 'a@x.com')).allowed, true);
      }
      await limiter.recordFailure('ip', 'a@x.com');
    }
    assert.deepEqual(waits, [10, 20, 40]);
  });

  test('an address’s window ends on time, and ended counters are swept', async () => {
    let now = Date.UTC(2026, 0, 1);
    const limiter = new LoginLimiter(
      t.ctx.database,
      { perIp: 2, perAccount: 100, windowSeconds: 900, freeFailures: 5, firstDelaySeconds: 10 },
      () => now,
    );
    await limiter.tryAttempt('ip-w', 'w@x.com');
    now += 100_000;
    await limiter.recordFailure('ip-w', 'w@x.com');
    assert.equal((await limiter.tryAttempt('ip-w', 'w@x.com')).allowed, true);
    assert.deepEqual(await limiter.tryAttempt('ip-w', 'w@x.com'), {
      allowed: false,
      reason: 'address',
      retryAfterSeconds: 800,
    });
    // The window began at the first attempt: it ends 900 s later, and counting starts again.
    now += 800_000;
    assert.equal((await limiter.tryAttempt('ip-w', 'w@x.com')).allowed, true);
    const rows = () =>
      t.ctx.database.query<{ key: string }>(
        "SELECT key FROM login_throttle WHERE key LIKE '%ip-w' ORDER BY key",
      );
    assert.deepEqual(
      (await rows()).map((r) => r.key),
      ['ip:ip-w', 'pair:w@x.com\nip-w'],
    );
    // The failure lives a window after it was made; the new window a window after it opened.
    now += 200_000;
    await limiter.prune();
    assert.deepEqual(
      (await rows()).map((r) => r.key),
      ['ip:ip-w'],
    );
    now += 900_000;
    await limiter.prune();
    assert.deepEqual(await rows(), []);
  });

  test('a right password clears its address’s failures', async () => {
    const ip = '10.0.3.1';
    for (let round = 0; round < 2; round += 1) {
      for (let n = 0; n < FREE; n += 1)
        assert.equal((await attempt('marketplace@pagora.demo', 'errada', ip)).statusCode, 401);
      assert.equal((await attempt('marketplace@pagora.demo', 'pagora123', ip)).statusCode, 200);
    }
  });

  test('past the account’s ceiling every failing address waits, a clean one never', async () => {
    const email = 'ninguem@pagora.demo';
    for (let i = 0; i < 6; i += 1)
      assert.equal((await attempt(email, 'errada', `10.0.4.${i}`)).statusCode, 401);
    // One failure each, under FREE, yet the account is past its 5: the failing addresses wait.
    const again = await attempt(email, 'errada', '10.0.4.0');
    assert.equal(again.statusCode, 429);
    assert.ok(Number(again.headers['retry-after']) > 0);
    assert.equal((await attempt(email, 'errada', '10.0.4.99')).statusCode, 401);
  });

  test('one address is limited across accounts, with Retry-After', async () => {
    const ip = '10.9.9.9';
    const emails = ['a@x.demo', 'b@x.demo', 'c@x.demo', 'd@x.demo', 'e@x.demo', 'f@x.demo'];
    for (const email of emails) assert.equal((await attempt(email, 'pagora123', ip)).statusCode, 401);
    const limited = await attempt('admin@pagora.demo', 'pagora123', ip);
    assert.equal(limited.statusCode, 429);
    assert.equal(
      limited.json().message,
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    );
    assert.ok(Number(limited.headers['retry-after']) > 800);
    assert.equal((await attempt('admin@pagora.demo', 'pagora123', '10.9.9.10')).statusCode, 200);
  });
});

describe('the hard lock of issue 14 is gone', () => {
  let t: TestApp;
  before(async () => {
    // LOGIN_MAX_PER_ACCOUNT=5, the setting that locked the owner out, and the default backoff.
    t = await createTestApp({ loginLimits: { perIp: 20, perAccount: 5, windowSeconds: 900 } });
  });
  after(() => t.close());

  test('wrong passwords from five addresses leave the right one working from a sixth', async () => {
    const attempt = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'seller@pagora.demo', password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i += 1)
      for (let n = 0; n < 5; n += 1)
        assert.ok([401, 429].includes((await attempt('errada', `192.0.2.${i}`)).statusCode));
    assert.equal((await attempt('pagora123', '192.0.2.200')).statusCode, 200);
  });
});
