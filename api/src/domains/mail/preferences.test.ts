import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { cardBody, startPaymentsApp, waitFor } from '../payments/testing';
import { runMailSweep, startTestInbox, type TestInbox } from './testing';

const PUBLIC_URL = 'https://pagamentos.example.com';

/**
 * The seller's new-sale e-mail can be turned off: in 'Preferências de email' (logged in) or by the
 * signed link in those e-mails only (no login). Read from a real SMTP server.
 */
describe('new-sale e-mail preference and unsubscribe link', () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  let inbox: TestInbox;
  let sellerEmail: string;
  before(async () => {
    inbox = await startTestInbox();
    p = await startPaymentsApp(
      {},
      {},
      { mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 }, publicUrl: PUBLIC_URL },
    );
    const [seller] = await p.t.ctx.database.query<{ email: string }>(
      `SELECT s.email FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = 'seller@pagora.demo'`,
    );
    sellerEmail = seller!.email.toLowerCase();
  });
  after(async () => {
    await p.t.close();
    await inbox.close();
  });

  const delivered = async (from: number) => {
    await waitFor(async () => {
      await runMailSweep(p.t.ctx);
      const [open] = await p.t.ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pendente'`,
      );
      return open?.n === 0;
    });
    return inbox.messages.slice(from);
  };
  /** A card sale of the demo seller; answers the messages it caused, by kind. */
  const sale = async () => {
    const mark = inbox.messages.length;
    const linkId = await p.newLink({ amount: '100,00', usage: 'multiplo' });
    const res = await p.pay(linkId, cardBody({ installments: 1, email: 'pagador@example.com' }));
    assert.equal(res.statusCode, 200, res.body);
    const mails = await delivered(mark);
    const toSeller = mails.filter((m) => JSON.stringify(m.to).includes(sellerEmail));
    return { toSeller, receipts: mails.filter((m) => /Comprovante/.test(m.subject ?? '')) };
  };
  const prefs = (headers: Record<string, string>, body?: unknown) =>
    p.t.app.inject({
      method: body === undefined ? 'GET' : 'PUT',
      url: '/api/email-preferences',
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });

  test('only a seller has the preference; it starts on', async () => {
    const res = await prefs(p.seller);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { dados: { newSale: true } });
    const marketplace = await p.t.loginAs('marketplace@pagora.demo');
    assert.equal((await prefs(marketplace)).statusCode, 403);
    assert.equal((await prefs({})).statusCode, 401);
    const bad = await prefs(p.seller, { newSale: 'sim' });
    assert.equal(bad.statusCode, 400);
  });

  test('the new-sale e-mail carries a signed unsubscribe link that asks first, then turns it off', async () => {
    const { toSeller } = await sale();
    assert.equal(toSeller.length, 1);
    const mail = toSeller[0]!;
    assert.match(mail.subject ?? '', /^Você recebeu um pagamento de R\$\s100,00$/);
    const link = String(mail.html).match(/href="([^"]*\/api\/emails\/descadastrar\?token=[^"]+)"/)?.[1];
    assert.ok(link, 'the e-mail links to the unsubscribe page');
    const url = link.replaceAll('&amp;', '&');
    assert.ok(url.startsWith(`${PUBLIC_URL}/api/emails/descadastrar?token=`));
    // The mail client's own 'Cancelar inscrição' (RFC 2369 and the one-click POST of RFC 8058).
    const header = (name: string) =>
      mail.headerLines.find((h) => h.key === name)?.line.replace(/\s+/g, ' ') ?? '';
    assert.equal(header('list-unsubscribe-post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    assert.equal(header('list-unsubscribe'), `List-Unsubscribe: <${url}>`);
    const path = url.slice(PUBLIC_URL.length);

    // Opening the link (as a mail scanner would) changes nothing.
    const page = await p.t.app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /Desativar emails de novas vendas\?/);
    assert.deepEqual((await prefs(p.seller)).json(), { dados: { newSale: true } });

    // The page's button (a form post, as the mail client's one-click also sends).
    const done = await p.t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.match(done.body, /Pronto: emails de novas vendas desativados/);
    assert.match(done.body, /Configurações › Preferências de email/, 'where to turn it back on');
    assert.deepEqual((await prefs(p.seller)).json(), { dados: { newSale: false } });

    // The next sale tells the payer, not the seller.
    const after = await sale();
    assert.equal(after.receipts.length, 1);
    assert.equal(after.toSeller.length, 0);
  });

  test('a tampered or missing token is a pt-BR page with 400 and changes nothing', async () => {
    await prefs(p.seller, { newSale: true });
    const [seller] = await p.t.ctx.database.query<{ id: string }>(
      `SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = 'seller@pagora.demo'`,
    );
    for (const token of ['', `${seller!.id}.forjado`, 'x.y']) {
      const res = await p.t.app.inject({
        method: 'POST',
        url: `/api/emails/descadastrar?token=${encodeURIComponent(token)}`,
      });
      assert.equal(res.statusCode, 400);
      assert.match(res.body, /Link de descadastro inválido/);
    }
    assert.deepEqual((await prefs(p.seller)).json(), { dados: { newSale: true } });
  });

  test('turned back on in the back office, the new-sale e-mail comes again', async () => {
    const off = await prefs(p.seller, { newSale: false });
    assert.equal(off.statusCode, 200);
    assert.equal(off.json().message, 'Preferências de email salvas.');
    assert.equal((await sale()).toSeller.length, 0);
    assert.deepEqual((await prefs(p.seller, { newSale: true })).json().dados, { newSale: true });
    assert.equal((await sale()).toSeller.length, 1);
  });
});
