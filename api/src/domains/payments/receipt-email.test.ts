import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { cardBody, startPaymentsApp, waitFor } from './test-support';

/**
 * 'Receber comprovante por email' on the PIX panel: a PIX payer on a link that names no customer
 * e-mail gets the receipt at the address they give, and only the browser that made the code may
 * give it.
 */
describe('PUT /api/receipt/:id/email: the PIX payer asks for the receipt by e-mail', () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    p = await startPaymentsApp({}, {}, { mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 } });
  });
  after(async () => {
    await p.t.close();
    await inbox.close();
  });

  const newToken = () => randomBytes(24).toString('base64url');
  /** A PIX code as the checkout asks for it: with this browser's payer token. */
  async function pixCode(token: string, link: Record<string, unknown> = {}) {
    const linkId = await p.newLink({ amount: '25,00', ...link });
    const res = await p.t.app.inject({
      method: 'POST',
      url: `/api/payment/${linkId}`,
      headers: { 'x-payer-token': token },
      payload: { valor: 25, paymentMethod: 'pix' },
    });
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json<{ id: string }>().id;
    return { id, providerId: String((await p.tx(id))?.provider_id) };
  }
  const setEmail = (id: string, email: string, token?: string) =>
    p.t.app.inject({
      method: 'PUT',
      url: `/api/receipt/${id}/email`,
      headers: token ? { 'x-payer-token': token } : {},
      payload: { email },
    });
  const paid = async (providerId: string) => {
    await p.control('POST', `/transactions/${providerId}/pay`);
    await p.settle();
  };
  const receiptsTo = async (address: string) => {
    await waitFor(async () => {
      await runMailSweep(p.t.ctx);
      const [open] = await p.t.ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pendente'`,
      );
      return open?.n === 0;
    });
    return inbox.messages.filter(
      (m) => JSON.stringify(m.to).includes(address) && m.subject?.startsWith('Comprovante de pagamento'),
    );
  };

  test('given while the code waits, the receipt goes there once the PIX is paid', async () => {
    const token = newToken();
    const { id, providerId } = await pixCode(token);
    const res = await setEmail(id, ' Lia@Cliente.test ', token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Pronto! O comprovante será enviado para este email.');
    await paid(providerId);
    const receipts = await receiptsTo('lia@cliente.test');
    assert.equal(receipts.length, 1);
    assert.match(receipts[0]!.text ?? '', /Valor: R\$\s25,00/);
    assert.match(receipts[0]!.text ?? '', /Forma de pagamento: PIX/);
    // Its 'Ver comprovante' opens the receipt: the link carries the document token (issue 35).
    const href = /payment-success\?id=([^"&]+)&amp;t=([^"&]+)"/.exec(String(receipts[0]!.html));
    assert.ok(href, 'the receipt link carries the token');
    assert.equal(href[1], id);
    const opened = await p.t.app.inject({ method: 'GET', url: `/api/receipt/${id}?t=${href[2]}` });
    assert.equal(opened.statusCode, 200, opened.body);
  });

  test('paid before the address came: the receipt is sent now, once', async () => {
    const token = newToken();
    const { id, providerId } = await pixCode(token);
    await paid(providerId);
    assert.equal((await setEmail(id, 'rui@cliente.test', token)).statusCode, 200);
    const again = await setEmail(id, 'rui2@cliente.test', token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Este pagamento não aceita mais um email para o comprovante.');
    assert.equal((await receiptsTo('rui@cliente.test')).length, 1);
    assert.equal((await receiptsTo('rui2@cliente.test')).length, 0);
  });

  test("a paid PIX whose receipt already went to the link's 'Para:' takes no other address", async () => {
    const token = newToken();
    const { id, providerId } = await pixCode(token, { customerEmail: 'para@cliente.test' });
    await paid(providerId);
    assert.equal((await setEmail(id, 'outro@cliente.test', token)).statusCode, 409);
    assert.equal((await receiptsTo('para@cliente.test')).length, 1);
    assert.equal((await receiptsTo('outro@cliente.test')).length, 0);
  });

  test('another browser, no token or a card payment find nothing; a bad address is a pt-BR 400', async () => {
    const token = newToken();
    const { id } = await pixCode(token);
    for (const other of [newToken(), undefined]) {
      const res = await setEmail(id, 'intruso@cliente.test', other);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().message, 'Pagamento não encontrado.');
    }
    assert.equal((await p.tx(id))?.payer_email, null);
    const bad = await setEmail(id, 'sem-arroba', token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Email inválido');

    const linkId = await p.newLink({ amount: '100,00' });
    const card = await p.pay(
      linkId,
      cardBody({ installments: 1, installmentValue: 100, totalValue: 100, email: 'c@cliente.test' }),
    );
    const cardId = card.json<{ data: { data: { id: string } } }>().data.data.id;
    assert.equal((await setEmail(cardId, 'intruso@cliente.test', token)).statusCode, 404);
  });
});
