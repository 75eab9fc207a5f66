import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { codeFor, createTwoFactorTestApp, enableTotp } from './test-support';

/** TOTP and recovery codes: set-up, the login's second step, turning it off (issue 39). */
describe('two-step sign-in with an authenticator app', () => {
  let t: TestApp;
  const logLines: string[] = [];
  before(async () => {
    t = await createTwoFactorTestApp({}, { write: (line) => void logLines.push(line) });
  });
  after(() => t.close());

  const post = (url: string, payload: object | undefined, headers?: { authorization: string }) =>
    t.app.inject({ method: 'POST', url, payload, ...(headers ? { headers } : {}) });
  const status = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/api/seguranca/duas-etapas', headers })).json();
  const login = (email: string) => post('/api/login', { email, password: 'pagora123' });
  const mailsTo = (email: string) =>
    t.ctx.database.query<{ kind: string; data: { enabled: boolean; personEmail: string } }>(
      "SELECT kind, data FROM mail_outbox WHERE recipient = $1 AND kind = 'two_factor_changed' ORDER BY created_at",
      [email],
    );

  test('set-up needs the password and a code of the new secret; the codes are shown once; the secret is sealed', async () => {
    const auth = await t.loginAs(DEMO_LOGINS.seller);
    const start = await post('/api/seguranca/duas-etapas/totp', undefined, auth);
    assert.equal(start.statusCode, 200, start.body);
    const { secret, otpauthUri, qrSvg } = start.json<{ secret: string; otpauthUri: string; qrSvg: string }>();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.match(otpauthUri, /^otpauth:\/\/totp\/Pagora:seller%40pagora\.demo\?.*issuer=Pagora/);
    assert.match(qrSvg, /^<svg/);
    assert.equal((await status(auth)).enabled, false, 'pending until confirmed');

    const wrongPassword = await post(
      '/api/seguranca/duas-etapas/totp/confirmar',
      { password: 'errada', code: codeFor(secret) },
      auth,
    );
    assert.equal(wrongPassword.statusCode, 400);
    assert.deepEqual(wrongPassword.json(), {
      message: 'Senha incorreta.',
      code: 'wrong_password',
      field: 'password',
    });
    const wrongCode = await post(
      '/api/seguranca/duas-etapas/totp/confirmar',
      { password: 'pagora123', code: codeFor(secret, 5) },
      auth,
    );
    assert.equal(wrongCode.statusCode, 400);
    assert.equal(wrongCode.json().code, 'invalid_code');

    const confirm = await post(
      '/api/seguranca/duas-etapas/totp/confirmar',
      { password: 'pagora123', code: codeFor(secret) },
      auth,
    );
    assert.equal(confirm.statusCode, 200, confirm.body);
    const codes = confirm.json<{ recoveryCodes: string[] }>().recoveryCodes;
    assert.equal(codes.length, 10);
    assert.equal(new Set(codes).size, 10);
    for (const code of codes) assert.match(code, /^[a-z2-9]{10}$/);
    assert.deepEqual(await status(auth), {
      enabled: true,
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      required: false,
    });

    const [row] = await t.ctx.database.query<Record<string, string>>(
      `SELECT t.secret_iv, t.secret_tag, t.secret_ciphertext, u.two_factor_enabled_at
         FROM two_factor_totp t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [DEMO_LOGINS.seller],
    );
    assert.ok(row?.two_factor_enabled_at, 'the guard column is set');
    const stored = JSON.stringify(row);
    assert.ok(!stored.includes(secret), 'the secret is not stored in clear');
    assert.ok(
      !Buffer.from(row?.secret_ciphertext ?? '', 'base64')
        .toString('latin1')
        .includes(secret),
    );
    const hashes = await t.ctx.database.query<{ code_hash: string }>(
      'SELECT code_hash FROM two_factor_recovery_codes',
    );
    assert.ok(
      hashes.every((h) => !codes.includes(h.code_hash)),
      'recovery codes are kept as hashes',
    );

    const again = await post('/api/seguranca/duas-etapas/totp', undefined, auth);
    assert.equal(again.statusCode, 409, 'a confirmed app is not replaced without turning it off');
    const mails = await mailsTo(DEMO_LOGINS.seller);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]?.data.enabled, true);

    const everything = logLines.join('\n');
    assert.ok(!everything.includes(secret), 'the secret reaches no log');
    for (const code of codes) assert.ok(!everything.includes(code), 'no recovery code reaches a log');
  });

  test('the login asks for the second step: a wrong or reused code is refused, a recovery code works once', async () => {
    const { secret, recoveryCodes } = await enableTotp(t.app, await t.loginAs(DEMO_LOGINS.seller2));
    const first = await login(DEMO_LOGINS.seller2);
    assert.equal(first.statusCode, 200);
    const challenge = first.json<{ challenge: string; token?: string }>();
    assert.equal(challenge.token, undefined, 'no session before the second step');
    assert.deepEqual(first.json(), {
      message: 'Informe o código de verificação para concluir o login.',
      twoFactorRequired: true,
      challenge: challenge.challenge,
      methods: ['totp', 'recovery'],
    });

    const wrong = await post('/api/login/duas-etapas', {
      challenge: challenge.challenge,
      code: codeFor(secret, 7),
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'Código inválido. Confira o código no aplicativo e tente novamente.');

    const code = codeFor(secret, 1);
    const ok = await post('/api/login/duas-etapas', { challenge: challenge.challenge, code });
    assert.equal(ok.statusCode, 200, ok.body);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${ok.json<{ token: string }>().token}` },
    });
    assert.equal(me.json().user.email, DEMO_LOGINS.seller2);

    const spent = await post('/api/login/duas-etapas', { challenge: challenge.challenge, code });
    assert.equal(spent.statusCode, 400, 'a challenge opens one session');
    assert.equal(spent.json().code, 'challenge_expired');

    const second = (await login(DEMO_LOGINS.seller2)).json<{ challenge: string }>().challenge;
    const reused = await post('/api/login/duas-etapas', { challenge: second, code });
    assert.equal(reused.statusCode, 400);
    assert.deepEqual(reused.json(), {
      message: 'Este código já foi usado. Aguarde o próximo código do aplicativo.',
      code: 'code_used',
      field: 'code',
    });
    const [recovery] = recoveryCodes;
    const viaRecovery = await post('/api/login/duas-etapas', { challenge: second, recoveryCode: recovery });
    assert.equal(viaRecovery.statusCode, 200, viaRecovery.body);
    const third = (await login(DEMO_LOGINS.seller2)).json<{ challenge: string }>().challenge;
    const again = await post('/api/login/duas-etapas', { challenge: third, recoveryCode: recovery });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, 'Código de recuperação inválido ou já usado.');
  });

  test('the sixth wrong code in fifteen minutes waits, even a right one', async () => {
    const { secret } = await enableTotp(t.app, await t.loginAs(DEMO_LOGINS.marketplace));
    const challenge = (await login(DEMO_LOGINS.marketplace)).json<{ challenge: string }>().challenge;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post('/api/login/duas-etapas', { challenge, code: codeFor(secret, 9) });
      assert.equal(wrong.statusCode, 400);
    }
    const refused = await post('/api/login/duas-etapas', { challenge, code: codeFor(secret, 1) });
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^Muitas tentativas com código inválido\. Aguarde 15 minutos/);
  });

  test('turning it off needs the password and a code; the login is then one step again', async () => {
    const auth = await t.loginAs(DEMO_LOGINS.marketplace2);
    const { secret } = await enableTotp(t.app, auth);
    const disable = (payload: object) => post('/api/seguranca/duas-etapas/desativar', payload, auth);
    assert.equal((await disable({ password: 'errada', code: codeFor(secret, 1) })).statusCode, 400);
    const wrongCode = await disable({ password: 'pagora123', code: codeFor(secret, 8) });
    assert.equal(wrongCode.statusCode, 400);
    assert.equal(wrongCode.json().field, 'code');
    assert.equal((await status(auth)).enabled, true);

    const off = await disable({ password: 'pagora123', code: codeFor(secret, 1) });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(await status(auth), {
      enabled: false,
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
      required: false,
    });
    assert.ok((await login(DEMO_LOGINS.marketplace2)).json().token, 'a session at once');
    const mails = await mailsTo(DEMO_LOGINS.marketplace2);
    assert.deepEqual(
      mails.map((m) => m.data.enabled),
      [true, false],
    );
  });

  test('new recovery codes void the old ones', async () => {
    const auth = await t.loginAs(DEMO_LOGINS.admin);
    const { secret, recoveryCodes } = await enableTotp(t.app, auth);
    const res = await post(
      '/api/seguranca/duas-etapas/codigos',
      { password: 'pagora123', code: codeFor(secret, 1) },
      auth,
    );
    assert.equal(res.statusCode, 200, res.body);
    const fresh = res.json<{ recoveryCodes: string[] }>().recoveryCodes;
    assert.equal(fresh.length, 10);
    const challenge = (await login(DEMO_LOGINS.admin)).json<{ challenge: string }>().challenge;
    const old = await post('/api/login/duas-etapas', { challenge, recoveryCode: recoveryCodes[0] });
    assert.equal(old.statusCode, 400);
    const ok = await post('/api/login/duas-etapas', { challenge, recoveryCode: fresh[0]?.toUpperCase() });
    assert.equal(ok.statusCode, 200, ok.body);
  });

  test('two right answers racing on one challenge open one session', async () => {
    const auth = await t.loginAs(DEMO_LOGINS.customer);
    const { recoveryCodes } = await enableTotp(t.app, auth);
    const challenge = (await login(DEMO_LOGINS.customer)).json<{ challenge: string }>().challenge;
    const answers = await Promise.all(
      recoveryCodes
        .slice(0, 2)
        .map((recoveryCode) => post('/api/login/duas-etapas', { challenge, recoveryCode })),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 400]);
  });
});
