import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { setTestOrder } from './testing';
import { startPaymentsApp, waitFor } from './test-support';

/** Issue 40: the seller's 'Você recebeu um pagamento' lists what the payer chose, as text. */
describe('the seller’s new-sale e-mail and the order', () => {
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

  /** A PIX of R$ `amount` paid through the sandbox, the order written first; the seller's e-mail. */
  const paidSale = async (amount: string, order?: Parameters<typeof setTestOrder>[2]) => {
    const linkId = await p.newLink({ amount });
    const res = await p.pay(linkId, { valor: amount, paymentMethod: 'pix' });
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json<{ id: string }>().id;
    if (order) await setTestOrder(p.t, id, order);
    const paid = await p.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` });
    assert.equal(paid.statusCode, 202, paid.body);
    await p.settle();
    return waitFor(async () => {
      await runMailSweep(p.t.ctx);
      return inbox.messages.find(
        (m) => m.subject?.startsWith('Você recebeu um pagamento') && m.subject.endsWith(amount),
      );
    });
  };

  test('quantity × unit, the coupon and its discount, each answer; markup stays text', async () => {
    const mail = await paidSale('27,00', {
      quantity: 3,
      unitCents: 1_000,
      coupon: { code: 'PROMO10', discountCents: 300 },
      fields: [
        { key: 'campo_1', label: 'Tamanho', value: 'M' },
        { key: 'campo_2', label: 'Observação', value: '<b>sem cebola</b>' },
      ],
    });
    const text = (mail.text ?? '').replace(/\s+/g, ' ');
    assert.match(
      text,
      /Pedido Quantidade: 3 × R\$ 10,00 Cupom: PROMO10 \(− R\$ 3,00\) Tamanho: M Observação: <b>sem cebola<\/b>/,
    );
    const html = String(mail.html);
    assert.ok(!html.includes('<b>sem cebola</b>'), 'no markup from an answer');
    assert.ok(html.includes('&lt;b&gt;sem cebola&lt;/b&gt;'));
  });

  test('a plain sale has no order section', async () => {
    const mail = await paidSale('41,00');
    assert.ok(!(mail.text ?? '').includes('Pedido'));
    assert.ok(!(mail.text ?? '').includes('Quantidade'));
  });
});
