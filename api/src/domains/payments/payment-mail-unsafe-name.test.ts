import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SINGLE_LINE_MESSAGE } from '@pagora/shared';
import { testConfig } from '../../test/config';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { newSeller } from '../sellers/testing';
import { cardBody, startPaymentsApp, waitFor } from './test-support';

/**
 * Issue 35 item 2: a seller name with a line break, stored before names were checked, made the
 * receipt's subject fail inside the transaction recording the charge: the card was charged at the
 * provider and the sale stayed 'pendente' with no provider id; a paid PIX stayed 'pendente_pix'.
 * The payment is recorded whatever the mail path thinks of the name; the receipt goes out with
 * the name on one line. Writing such a name now answers 400.
 */
describe('a seller name with a line break (legacy data) never blocks a payment', () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  let inbox: TestInbox;
  let sellerId: string;
  before(async () => {
    inbox = await startTestInbox();
    p = await startPaymentsApp({}, {}, { mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 } });
    const [seller] = await p.t.ctx.database.query<{ id: string }>(
      `UPDATE sellers SET nome = 'Ana Souza\nArtesanato'
        WHERE user_id = (SELECT id FROM users WHERE email = 'seller@pagora.demo') RETURNING id`,
    );
    sellerId = seller!.id;
  });
  after(async () => {
    await p.t.close();
    await inbox.close();
  });

  // The link's own e-mail (sent at creation, issue 41) goes to the same address: the receipt is
  // the message that is not it.
  const isReceiptTo = (address: string) => (m: { to?: unknown; subject?: string }) =>
    JSON.stringify(m.to).includes(address) && !/link de pagamento$/.test(m.subject ?? '');
  const receiptTo = async (address: string) => {
    await waitFor(async () => {
      await runMailSweep(p.t.ctx);
      return inbox.messages.some(isReceiptTo(address));
    });
    return inbox.messages.find(isReceiptTo(address));
  };

  test('a card payment is recorded pago with its provider id; the receipt has a one-line subject', async () => {
    const linkId = await p.newLink({ amount: '40,00' });
    const res = await p.pay(
      linkId,
      cardBody({ installments: 1, installmentValue: 40, totalValue: 40, email: 'cartao@cliente.test' }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json<{ data: { data: { id: string } } }>().data.data.id;
    const tx = await p.tx(id);
    assert.equal(tx?.status, 'pago');
    assert.ok(tx?.provider_id, 'the provider id is recorded');
    const receipt = await receiptTo('cartao@cliente.test');
    assert.equal(receipt?.subject, 'Comprovante de pagamento: Ana Souza Artesanato');
  });

  test('a PIX paid is recorded pago; its receipt is sent', async () => {
    const linkId = await p.newLink({ amount: '25,00', customerEmail: 'pix@cliente.test' });
    const created = await p.pay(linkId, { valor: 25, paymentMethod: 'pix' });
    assert.equal(created.statusCode, 200, created.body);
    const { id } = created.json<{ id: string }>();
    const providerId = String((await p.tx(id))?.provider_id);
    await p.control('POST', `/transactions/${providerId}/pay`);
    await p.settle();
    const tx = await p.tx(id);
    assert.equal(tx?.status, 'pago');
    assert.equal(tx?.provider_id, providerId);
    const receipt = await receiptTo('pix@cliente.test');
    assert.equal(receipt?.subject, 'Comprovante de pagamento: Ana Souza Artesanato');
  });

  test('writing such a name through the API answers 400 in pt-BR', async () => {
    const marketplace = await p.t.loginAs('marketplace@pagora.demo');
    const res = await p.t.app.inject({
      method: 'PUT',
      url: `/api/seller/${sellerId}`,
      headers: marketplace,
      payload: newSeller({
        nome: 'Ana Souza\nBcc: intruso@example.com',
        email: 'seller@pagora.demo',
        password: '',
        confirmpassword: '',
      }),
    });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json<{ message: string }>().message, SINGLE_LINE_MESSAGE);
    assert.equal(res.json<{ field: string }>().field, 'nome');
  });
});
