import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../../test/harness';

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
  before(async () => {
    t = await createTestApp({ loginLimits: { perIp: 6, perAccount: 3, windowSeconds: 60 } });
  });
  after(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  test('an account locks after its failures, even for the right password, and others stay open', async () => {
    for (let i = 0; i < 3; i += 1)
      assert.equal((await attempt('seller@pagora.demo', 'errada', `10.0.0.${i}`)).statusCode, 401);
    const locked = await attempt('seller@pagora.demo', 'pagora123', '10.0.1.1');
    assert.equal(locked.statusCode, 429);
    assert.equal(
      locked.json().message,
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    );
    assert.equal((await attempt('seller2@pagora.demo', 'pagora123', '10.0.1.1')).statusCode, 200);
  });

  test('one IP is limited across accounts', async () => {
    const ip = '10.9.9.9';
    const emails = ['a@x.demo', 'b@x.demo', 'c@x.demo', 'd@x.demo', 'e@x.demo', 'f@x.demo'];
    for (const email of emails) assert.equal((await attempt(email, 'pagora123', ip)).statusCode, 401);
    assert.equal((await attempt('marketplace@pagora.demo', 'pagora123', ip)).statusCode, 429);
    assert.equal((await attempt('marketplace@pagora.demo', 'pagora123', '10.9.9.10')).statusCode, 200);
  });
});
