import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { startTestInbox, type TestInbox } from '../mail/testing';
import { cardBody, startPaymentsApp } from '../payments/testing';
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

  test('creating a link for a customer e-mails it at once; a resend within the minute waits', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const id = await linkApi(t).createId(seller, {
      ...validLink,
      amount: '1.234,56',
      description: '<b>Curso</b>',
      customerEmail: 'ana@cliente.test',
    });
    // Written with the link, before anyone clicks a button (issue 41: nothing was sent at creation).
    const queued = await t.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'payment_link' AND recipient = $1",
      ['ana@cliente.test'],
    );
    assert.equal(queued[0]?.n, 1);
    const [mail] = await inbox.waitFor(1);
    const again = await send(id, seller);
    assert.equal(again.statusCode, 202);
    assert.equal(
      again.json().message,
      'O link já foi enviado há instantes. Aguarde um minuto para reenviar.',
    );
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

describe("'Reenviar por email' only while the link can be paid (issue 41)", () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  before(async () => {
    p = await startPaymentsApp();
  });
  after(() => p.t.close());

  test('a paid one-payment link is listed as not payable and its resend answers 409', async () => {
    const id = await p.newLink({ usage: 'unico', customerEmail: 'bia@cliente.test' });
    const payableOf = async () => {
      const userId = await p.links.userIdOf(DEMO_LOGINS.seller);
      const page = (await p.links.list(p.seller, userId)).json<{
        payments: { id: string; payable: boolean }[];
      }>();
      return page.payments.find((l) => l.id === id)?.payable;
    };
    assert.equal(await payableOf(), true);
    const paid = await p.pay(id, cardBody());
    assert.equal(paid.statusCode, 200, paid.body);
    assert.equal(await payableOf(), false);
    const res = await p.t.app.inject({
      method: 'POST',
      url: `/api/payment-email/${id}`,
      headers: p.seller,
    });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, 'Este link não pode mais ser pago.');
  });
});
