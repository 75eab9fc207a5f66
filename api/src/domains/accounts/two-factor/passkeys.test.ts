import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { createTwoFactorTestApp, SoftPasskey } from './test-support';

/**
 * A passkey as the second factor (issue 39), with a software authenticator answering as a
 * browser's would. The page's origin is http://127.0.0.1:3000 (no PUBLIC_URL in tests).
 */
const ORIGIN = 'http://127.0.0.1:3000';

describe('passkeys', () => {
  let t: TestApp;
  before(async () => {
    t = await createTwoFactorTestApp();
  });
  after(() => t.close());

  const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, ...headers } });
  const register = async (auth: { authorization: string }, passkey: SoftPasskey, name = 'Notebook') => {
    const options = (await post('/api/seguranca/duas-etapas/passkeys/opcoes', undefined, auth)).json();
    return post('/api/seguranca/duas-etapas/passkeys', { name, response: passkey.register(options) }, auth);
  };

  test('a passkey turns it on, answers recovery codes once, and signs the login in', async () => {
    const auth = await t.loginAs(DEMO_LOGINS.seller);
    const passkey = new SoftPasskey(ORIGIN);
    const added = await register(auth, passkey);
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().recoveryCodes.length, 10, 'first factor: recovery codes, once');
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/seguranca/duas-etapas', headers: auth })
    ).json();
    assert.equal(status.enabled, true);
    assert.equal(status.passkeys[0].name, 'Notebook');
    const second = await register(auth, new SoftPasskey(ORIGIN), 'Celular');
    assert.equal(second.statusCode, 201, second.body);
    assert.equal(second.json().recoveryCodes, undefined, 'not the first factor: no new codes');

    const login = await post('/api/login', { email: DEMO_LOGINS.seller, password: 'pagora123' });
    const { challenge, methods } = login.json<{ challenge: string; methods: string[] }>();
    assert.deepEqual(methods, ['recovery', 'passkey']);
    const options = await post('/api/login/duas-etapas/passkey/opcoes', { challenge });
    assert.equal(options.statusCode, 200, options.body);
    assert.equal(options.json().allowCredentials.length, 2);

    const forged = new SoftPasskey(ORIGIN).assert(options.json());
    const refused = await post('/api/login/duas-etapas/passkey', { challenge, response: forged });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, 'Não foi possível verificar a chave de acesso. Tente novamente.');

    const ok = await post('/api/login/duas-etapas/passkey', {
      challenge,
      response: passkey.assert(options.json()),
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.ok(ok.json().token);
    const [row] = await t.ctx.database.query<{ counter: string; last_used_at: Date | null }>(
      'SELECT counter, last_used_at FROM two_factor_passkeys WHERE credential_id = $1',
      [passkey.id],
    );
    assert.equal(Number(row?.counter), 1);
    assert.ok(row?.last_used_at);
  });

  test('a registration answered for another origin or a spent challenge is refused', async () => {
    const auth = await t.loginAs(DEMO_LOGINS.seller2);
    const options = (await post('/api/seguranca/duas-etapas/passkeys/opcoes', undefined, auth)).json();
    const elsewhere = new SoftPasskey('https://phishing.example').register(options);
    const refused = await post(
      '/api/seguranca/duas-etapas/passkeys',
      { name: 'X', response: elsewhere },
      auth,
    );
    assert.equal(refused.statusCode, 400);
    const replay = await post(
      '/api/seguranca/duas-etapas/passkeys',
      { name: 'X', response: new SoftPasskey(ORIGIN).register(options) },
      auth,
    );
    assert.equal(replay.statusCode, 400, 'the challenge was spent by the first answer');
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/seguranca/duas-etapas', headers: auth })
    ).json();
    assert.equal(status.enabled, false);
  });

  test("removing a passkey needs the password; the last one turns it off; another's is not found", async () => {
    const auth = await t.loginAs(DEMO_LOGINS.marketplace);
    assert.equal((await register(auth, new SoftPasskey(ORIGIN))).statusCode, 201);
    const id = (
      await t.app.inject({ method: 'GET', url: '/api/seguranca/duas-etapas', headers: auth })
    ).json().passkeys[0].id;
    const remove = (headers: { authorization: string }, password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/seguranca/duas-etapas/passkeys/${id}`,
        headers,
        payload: { password },
      });
    assert.equal((await remove(await t.loginAs(DEMO_LOGINS.marketplace2), 'pagora123')).statusCode, 404);
    assert.equal((await remove(auth, 'errada')).statusCode, 400);
    const ok = await remove(auth, 'pagora123');
    assert.equal(ok.statusCode, 200, ok.body);
    const status = (
      await t.app.inject({ method: 'GET', url: '/api/seguranca/duas-etapas', headers: auth })
    ).json();
    assert.deepEqual([status.enabled, status.recoveryCodesLeft], [false, 0]);
    const login = await post('/api/login', { email: DEMO_LOGINS.marketplace, password: 'pagora123' });
    assert.ok(login.json().token);
  });
});
