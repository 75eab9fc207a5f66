import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { startTestInbox, type TestInbox } from '../mail/testing';
import { linkApi, validLink } from './test-support';

describe("POST /api/payment-email/:paymentId: 'Enviar link por email'", () => {
  let t: TestApp;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    const mail = { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 };
    t = await createTestApp({ mail, publicUrl: 'https://pagamentos.example.com' });
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });
  const send = (id: string, auth: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: `/api/payment-email/${id}`, headers: auth });

  test('the customer gets the link once, from the seller, with the amount; a second click waits', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const id = await linkApi(t).createId(seller, {
      ...validLink,
      amount: '1.234,56',
      description: '<b>Curso</b>',
      customerEmail: 'ana@cliente.test',
    });
    const first = await send(id, seller);
    assert.equal(first.statusCode, 202);
    assert.equal(first.json().message, 'Link enviado por email para o cliente.');
    const again = await send(id, seller);
    assert.equal(
      again.json().message,
      'O link já foi enviado há instantes. Aguarde um minuto para reenviar.',
    );
    const [mail] = await inbox.waitFor(1);
    assert.match(mail!.text ?? '', /R\$\s1\.234,56/);
    assert.ok(String(mail!.html).includes(`https://pagamentos.example.com/pay/${id}`));
    assert.ok(String(mail!.html).includes('&lt;b&gt;Curso&lt;/b&gt;'));
    assert.equal(inbox.messages.length, 1);
  });

  test('a link without e-mail is 422; a foreign one 404', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const id = await linkApi(t).createId(seller);
    const res = await send(id, seller);
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, 'Este link não tem email do cliente.');
    const other = await send(id, await t.loginAs(DEMO_LOGINS.seller2));
    assert.equal(other.statusCode, 404);
    assert.equal((await send(id, await t.loginAs(DEMO_LOGINS.customer))).statusCode, 403);
  });
});
