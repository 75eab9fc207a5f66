import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { uniqueCpf } from '../../test/cpf';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { newSeller } from './testing';

const PUBLIC_URL = 'https://pagamentos.example.com';
const INVALID_LINK = 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.';

/** What the marketplace's form sends (issue 41): no password. */
const formBody = (email: string) =>
  newSeller({ email, cpf_cnpj: uniqueCpf(), cadastrar_na_zoop: true, password: '', confirmpassword: '' });

describe('sellers are invited: they set their own password through the e-mailed link (issue 41)', () => {
  let t: TestApp;
  let inbox: TestInbox;
  /** How many invitations each address has been read so far. */
  const delivered = new Map<string, number>();
  const auth: Record<string, { authorization: string }> = {};

  before(async () => {
    inbox = await startTestInbox();
    const mail = { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 };
    t = await createTestApp({ mail, publicUrl: PUBLIC_URL }, { listen: true });
    auth.mp = await t.loginAs(DEMO_LOGINS.marketplace);
    auth.mp2 = await t.loginAs(DEMO_LOGINS.marketplace2);
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, who: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth[who] ?? {}, ...(payload ? { payload } : {}) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  const setPassword = (token: string, password = 'Minha-senha-1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password, confirmPassword: password },
    });
  const listed = async (email: string) => {
    const url = `/api/sellers-list?q=${encodeURIComponent(email)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: auth.mp });
    return res.json().dados.find((s: { cliente: { email: string } }) => s.cliente.email === email);
  };
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
    assert.ok(mail, `no invitation to ${email}`);
    const link = String(mail.html).match(/href="[^"]*\/redefinir-senha\?token=([^"&]+)"/);
    assert.ok(link, 'the invitation carries the link to set the password');
    return { subject: mail.subject ?? '', token: decodeURIComponent(link[1] ?? '') };
  };

  test("the marketplace's form sends no password; the seller sets one through the invitation and signs in", async () => {
    const email = 'vendedora.convite@example.com';
    const res = await post('/api/register-seller-to-marketplace', 'mp', formBody(email));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().dados.convite.status, 'pendente');
    assert.equal((await listed(email)).convite.status, 'pendente');

    const mail = await invitationTo(email);
    const marketplaceName = t.demo.marketplaces[0]!.marketplace.nome;
    assert.equal(mail.subject, `${marketplaceName} criou seu acesso: defina sua senha`);
    assert.equal((await setPassword(mail.token)).statusCode, 200);
    assert.equal((await listed(email)).convite.status, 'aceito');
    const session = await login(email, 'Minha-senha-1');
    assert.equal(session.statusCode, 200, session.body);
    assert.equal(session.json().user.cargo, 'seller');
    assert.equal((await setPassword(mail.token)).json().message, INVALID_LINK);
    assert.equal((await post(`/api/seller/${res.json().dados.id}/reenviar-convite`, 'mp')).statusCode, 409);
  });

  test("'Reenviar convite': a new link, the old one void; another marketplace cannot", async () => {
    const email = 'reenvio.vendedor@example.com';
    const res = await post('/api/register-seller-to-marketplace', 'mp', formBody(email));
    assert.equal(res.statusCode, 201, res.body);
    const first = await invitationTo(email);
    const url = `/api/seller/${res.json().dados.id}/reenviar-convite`;
    assert.equal((await post(url, 'mp2')).statusCode, 404);
    const resent = await post(url, 'mp');
    assert.equal(resent.statusCode, 200, resent.body);
    assert.equal(resent.json().dados.convite.status, 'pendente');
    const second = await invitationTo(email);
    assert.notEqual(second.token, first.token);
    assert.equal((await setPassword(first.token)).json().message, INVALID_LINK);
    assert.equal((await setPassword(second.token)).statusCode, 200);
  });
});
