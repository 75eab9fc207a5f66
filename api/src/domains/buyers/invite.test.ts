import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { uniqueCpf } from '../../test/cpf';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';

const PUBLIC_URL = 'https://pagamentos.example.com';
const INVALID_LINK = 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.';

/** What the seller's form sends (issue 41): no password. */
const buyerBody = (email: string) => ({
  cadastrar_na_zoop: true,
  nome: 'Diego Convidado',
  email,
  cpf_cnpj: uniqueCpf(),
  phone: '(11) 98765-4321',
  address: { street: 'Rua A', number: '1', zipCode: '01001-000', city: 'São Paulo', state: 'SP' },
});

describe('buyers are invited: they set their own password through the e-mailed link (issue 41)', () => {
  let t: TestApp;
  let inbox: TestInbox;
  /** How many invitations each address has been read so far. */
  const delivered = new Map<string, number>();
  const auth: Record<string, { authorization: string }> = {};
  let sellerUserId = '';

  before(async () => {
    inbox = await startTestInbox();
    const mail = { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 };
    t = await createTestApp({ mail, publicUrl: PUBLIC_URL }, { listen: true });
    auth.seller = await t.loginAs(DEMO_LOGINS.seller);
    auth.seller2 = await t.loginAs(DEMO_LOGINS.seller2);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: auth.seller });
    sellerUserId = me.json().user.id;
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, who: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth[who] ?? {}, ...(payload ? { payload } : {}) });
  const setPassword = (token: string, password = 'Minha-senha-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password, confirmPassword: password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const listed = async (email: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${sellerUserId}?q=${encodeURIComponent(email)}`,
      headers: auth.seller,
    });
    return res.json().dados.find((b: { email: string }) => b.email === email);
  };
  /** The last invitation delivered to `email`: its subject and the token of its 'Criar minha senha' link. */
  const invitationTo = async (email: string) => {
    // The background sweep may be sending it: wait until this address's next invitation arrives.
    const seen = (delivered.get(email) ?? 0) + 1;
    const ofEmail = () =>
      inbox.messages.filter(
        (m) => JSON.stringify(m.to).includes(email) && m.subject?.includes('criou seu acesso'),
      );
    for (let i = 0; i < 150 && ofEmail().length < seen; i++) {
      await runMailSweep(t.ctx);
      await new Promise((r) => setTimeout(r, 100));
    }
    delivered.set(email, seen);
    const mail = ofEmail().at(-1);
    assert.ok(mail, `no e-mail to ${email}`);
    const html = String(mail.html);
    const link = html.match(/href="([^"]*\/redefinir-senha\?token=([^"&]+))"/);
    assert.ok(link, 'the invitation carries the link to set the password');
    assert.ok(link[1]?.startsWith(`${PUBLIC_URL}/redefinir-senha?token=`));
    return { subject: mail.subject ?? '', html, token: decodeURIComponent(link[2] ?? '') };
  };

  test('the form sends no password; the buyer gets the invitation, sets a password and signs in', async () => {
    const email = 'diego.convite@example.com';
    const res = await post('/api/create-comprador', 'seller', buyerBody(email));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().dados.convite.status, 'pendente');

    const mail = await invitationTo(email);
    assert.match(mail.subject, /criou seu acesso: defina sua senha$/);
    assert.ok(mail.html.includes('Criar minha senha'));
    // Nobody knows the password of the new login until the buyer chooses one.
    assert.equal((await login(email, '')).statusCode, 400);

    // One message, not a confirmation link beside the invitation: the invitation's link confirms.
    const kinds = await t.ctx.database.query<{ kind: string }>(
      'SELECT kind FROM mail_outbox WHERE recipient = $1 ORDER BY kind',
      [email],
    );
    assert.deepEqual(
      kinds.map((k) => k.kind),
      ['account_invite'],
    );

    assert.equal((await setPassword(mail.token)).statusCode, 200);
    assert.equal((await listed(email)).convite.status, 'aceito');
    const [me] = await t.ctx.database.query<{ verified_email: string | null }>(
      'SELECT verified_email FROM users WHERE email = $1',
      [email],
    );
    assert.equal(me?.verified_email, email, 'the link that set the password confirmed the address');
    const session = await login(email, 'Minha-senha-1');
    assert.equal(session.statusCode, 200, session.body);
    assert.equal(session.json().user.cargo, 'customer');

    const again = await setPassword(mail.token, 'Outra-senha-2');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, INVALID_LINK, 'a used link says so');
    const resend = await post(`/api/customer-invite/${res.json().dados.id}`, 'seller');
    assert.equal(resend.statusCode, 409, 'an accepted invitation is not sent again');
  });

  test("'Reenviar convite' sends a new link and voids the old one; only the buyer's seller may", async () => {
    const email = 'reenvio.convite@example.com';
    const created = await post('/api/create-comprador', 'seller', buyerBody(email));
    assert.equal(created.statusCode, 201, created.body);
    const first = await invitationTo(email);
    const id = created.json().dados.id;

    assert.equal((await post(`/api/customer-invite/${id}`, 'seller2')).statusCode, 404);
    const resent = await post(`/api/customer-invite/${id}`, 'seller');
    assert.equal(resent.statusCode, 200, resent.body);
    assert.equal(resent.json().message, 'Convite reenviado.');
    const second = await invitationTo(email);
    assert.notEqual(second.token, first.token);
    assert.equal((await setPassword(first.token)).json().message, INVALID_LINK);
    assert.equal((await setPassword(second.token)).statusCode, 200);
  });

  test('an expired link says so, the row reads expired, and a resend works again', async () => {
    const email = 'expirado.convite@example.com';
    const created = await post('/api/create-comprador', 'seller', buyerBody(email));
    const userId = created.json().dados.cliente.id;
    const old = await invitationTo(email);
    await t.ctx.database.query(
      `UPDATE account_invitations SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );
    await t.ctx.database.query(
      `UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );
    assert.equal((await listed(email)).convite.status, 'expirado');
    const refused = await setPassword(old.token);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, INVALID_LINK);
    assert.equal((await post(`/api/customer-invite/${created.json().dados.id}`, 'seller')).statusCode, 200);
    assert.equal((await setPassword((await invitationTo(email)).token)).statusCode, 200);
  });

  test('an API caller may still send a password (spec 001 payload); the invitation goes out too', async () => {
    const email = 'api.senha@example.com';
    const body = { ...buyerBody(email), password: 'abc123', confirmpassword: 'abc123' };
    assert.equal((await post('/api/create-comprador', 'seller', body)).statusCode, 201);
    await invitationTo(email);
    assert.equal((await login(email, 'abc123')).statusCode, 200);
    assert.equal((await listed(email)).convite.status, 'aceito', 'signing in accepts it');
  });
});
