import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { testConfig } from '../../test/config';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { enqueueMail } from '../mail';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { insertPayerTransaction, startPrivacyApp } from './test-support';

/**
 * A payer asks from its receipt (issue 39): the e-mail's 'Seus dados pessoais (LGPD)' link opens a
 * page without login, the form files one request with the seller, which is e-mailed and answers
 * within 15 days. Everything is read as the payer and the seller see it: the inbox and the API.
 */
const PUBLIC_URL = 'https://pagamentos.example.com';

describe('privacy: the payer asks from its receipt', () => {
  let t: TestApp;
  let inbox: TestInbox;
  let txId = '';
  let link = '';

  before(async () => {
    inbox = await startTestInbox();
    t = await startPrivacyApp({
      mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 600_000 },
      publicUrl: PUBLIC_URL,
    });
    txId = await insertPayerTransaction(t, {
      seller: 0,
      cents: 9_990,
      name: 'Paula Pagadora',
      email: 'paula@pagadora.test',
      cpf: '71428793860',
    });
    const seller = t.demo.sellers[0]!.seller;
    const facts = {
      nome: 'Paula Pagadora',
      transactionId: txId,
      sellerName: 'Ana Souza Artesanato',
      description: 'Cesta',
      amountCents: 9_990,
      method: 'pix' as const,
      installments: 1,
      cardBrand: null,
      cardLast4: null,
      paidAt: new Date().toISOString(),
    };
    const where = { sellerId: seller.id, marketplaceId: seller.marketplaceId };
    await enqueueMail(t.ctx.db, {
      kind: 'payment_receipt',
      to: 'paula@pagadora.test',
      data: facts,
      eventKey: `r:${txId}`,
      ...where,
    });
    await enqueueMail(t.ctx.db, {
      kind: 'refund_notice',
      to: 'paula@pagadora.test',
      data: { ...facts, refundedCents: 9_990, refundedAt: new Date().toISOString() },
      eventKey: `e:${txId}`,
      ...where,
    });
    await runMailSweep(t.ctx);
    await inbox.waitFor(2);
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const html = (s: string) => s.replace(/&amp;/g, '&');
  const path = (url: string) => url.slice(PUBLIC_URL.length);
  const post = (url: string, pedido?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: pedido ? `pedido=${pedido}` : '',
    });
  const openRequests = () =>
    t.ctx.database.query<{ kind: string; origin: string; days: number }>(
      `SELECT kind, origin, (due_date - (now() AT TIME ZONE 'America/Sao_Paulo')::date) AS days
       FROM privacy_requests WHERE status = 'aberto'`,
    );

  it('every receipt to the payer carries the signed link to the request page', () => {
    for (const message of inbox.messages) {
      const body = html(String(message.html));
      const found =
        /href="([^"]+\/api\/privacidade\/pedido\?token=[^"]+)"[^>]*>Seus dados pessoais \(LGPD\)/.exec(body);
      assert.ok(found, `LGPD link in ${message.subject}`);
      link = found[1]!;
    }
  });

  it('shows the seller and both choices, files one request, e-mails the seller once', async () => {
    const page = await t.app.inject({ url: path(link) });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Ana Souza Artesanato/);
    assert.match(page.body, /Quero uma cópia dos meus dados/);
    assert.match(page.body, /Quero que meus dados sejam apagados/);
    assert.match(page.body, /<form [^>]*method="post"/);

    const unchosen = await post(path(link));
    assert.equal(unchosen.statusCode, 400);
    assert.match(unchosen.body, /Escolha uma das opções/);

    const filed = await post(path(link), 'erasure');
    assert.equal(filed.statusCode, 200, filed.body);
    assert.match(filed.body, /Pedido enviado/);
    assert.match(filed.body, /Ana Souza Artesanato/);
    assert.deepEqual(await openRequests(), [{ kind: 'payer_erasure', origin: 'pagador', days: 15 }]);

    const twice = await post(path(link), 'erasure');
    assert.equal(twice.statusCode, 200);
    assert.equal((await openRequests()).length, 1, 'the same link twice makes no second open request');

    const sent = await t.ctx.database.query<{ recipient: string; subject: string }>(
      "SELECT recipient, subject FROM mail_outbox WHERE kind = 'privacy_request'",
    );
    assert.deepEqual(sent, [
      { recipient: 'seller@pagora.demo', subject: 'Pedido de exclusão de dados pessoais (LGPD)' },
    ]);
  });

  it('lists the request with its deadline to the seller and its marketplace only, and closes it', async () => {
    const list = async (who: keyof typeof DEMO_LOGINS) => {
      const res = await t.app.inject({
        url: '/api/privacidade/pedidos',
        headers: await t.loginAs(DEMO_LOGINS[who]),
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{
        data: { id: string; origem: string; diasRestantes: number | null; vendedor: string }[];
      }>().data;
    };
    const [request] = await list('seller');
    assert.deepEqual(
      { origem: request!.origem, dias: request!.diasRestantes, vendedor: request!.vendedor },
      { origem: 'pagador', dias: 15, vendedor: 'Ana Souza Artesanato' },
    );
    assert.equal((await list('marketplace')).length, 1);
    assert.equal((await list('admin')).length, 1);
    assert.equal((await list('seller2')).length, 0);
    assert.equal((await list('marketplace2')).length, 0);

    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/privacidade/pedidos/${request!.id}/concluir`,
      headers: await t.loginAs(DEMO_LOGINS.seller2),
    });
    assert.equal(foreign.statusCode, 404);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/privacidade/pedidos/${request!.id}/concluir`,
      headers: await t.loginAs(DEMO_LOGINS.seller),
    });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json<{ pedido: { status: string } }>().pedido.status, 'atendido');
    assert.equal((await openRequests()).length, 0);
  });

  it('refuses a forged or broken link with the page’s error, never a 500', async () => {
    const token = new URL(link).searchParams.get('token')!;
    const forged = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    for (const bad of [forged, 'abc', `00000000-0000-4000-8000-000000000000.${token.split('.')[1]}`, '']) {
      const url = `/api/privacidade/pedido?token=${encodeURIComponent(bad)}`;
      for (const res of [await t.app.inject({ url }), await post(url, 'access')]) {
        assert.equal(res.statusCode, 400, bad);
        assert.match(res.body, /Link inválido/);
      }
    }
    assert.equal((await openRequests()).length, 0);
  });
});
