import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { startTestInbox, type TestInbox } from '../mail/testing';

describe('security notices: the owner is told when the password or the e-mail changes', () => {
  let t: TestApp;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    t = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 } });
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const mailsTo = (addr: string) =>
    inbox.messages.filter((m) => m.to && 'text' in m.to && m.to.text === addr);
  async function arrived(addr: string, subject: string) {
    for (let i = 0; i < 300 && !mailsTo(addr).some((m) => m.subject === subject); i++)
      await new Promise((r) => setTimeout(r, 50));
    const mail = mailsTo(addr).find((m) => m.subject === subject);
    assert.ok(mail, `${subject} to ${addr}`);
    return mail;
  }
  async function profile(email: string, body: Record<string, string>) {
    const auth = await t.loginAs(email);
    const { id } = (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json().user;
    return t.app.inject({ method: 'PUT', url: `/api/update-profile/${id}`, payload: body, headers: auth });
  }

  test('a new password e-mails the owner', async () => {
    const res = await profile(DEMO_LOGINS.seller2, {
      nome: 'Vendedor Dois',
      email: DEMO_LOGINS.seller2,
      senhaAtual: 'pagora123',
      novaSenha: 'nova-senha-9',
    });
    assert.equal(res.statusCode, 200);
    const mail = await arrived(DEMO_LOGINS.seller2, 'Sua senha foi alterada');
    assert.match(mail.text ?? '', /Olá, Vendedor Dois\./);
  });

  test('a new e-mail is told to the old address and the new one', async () => {
    const res = await profile(DEMO_LOGINS.customer, {
      nome: 'Diego',
      email: 'diego.novo@cliente.test',
      senhaAtual: 'pagora123',
    });
    assert.equal(res.statusCode, 200);
    for (const addr of [DEMO_LOGINS.customer, 'diego.novo@cliente.test']) {
      const mail = await arrived(addr, 'O email da sua conta foi alterado');
      assert.match(mail.text ?? '', /alterado para diego\.novo@cliente\.test/);
    }
  });

  test('a refused change sends nothing', async () => {
    const res = await profile(DEMO_LOGINS.marketplace2, {
      nome: 'Feira',
      email: 'outra@cliente.test',
      senhaAtual: 'errada',
    });
    assert.equal(res.statusCode, 400);
    const admin = await t.loginAs(DEMO_LOGINS.admin);
    const listed = await t.app.inject({ method: 'GET', url: '/api/emails?q=outra@cliente', headers: admin });
    assert.equal(listed.json().total, 0);
    assert.equal(mailsTo(DEMO_LOGINS.marketplace2).length, 0);
  });
});
