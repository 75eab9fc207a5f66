import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { CARDS, cardBody, startPaymentsApp, waitFor } from './test-support';

/**
 * The receipt, the seller's new sale and the refund notice, read from a real SMTP server: once per
 * payment or refund however often the provider repeats itself, and nothing when the change rolls back.
 */
describe('e-mails a payment causes', () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  let inbox: TestInbox;
  let sellerEmail: string;
  before(async () => {
    inbox = await startTestInbox();
    p = await startPaymentsApp({}, {}, { mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 } });
    const [seller] = await p.t.ctx.database.query<{ email: string }>(
      `SELECT s.email FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = 'seller@pagora.demo'`,
    );
    sellerEmail = seller!.email.toLowerCase();
  });
  after(async () => {
    await p.t.close();
    await inbox.close();
  });

  /** Every queued message delivered; then what arrived since `from` (tests run one at a time). */
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
  const to = (m: { to?: unknown }) => JSON.stringify(m.to);
  const isReceipt = (m: { subject?: string }) => m.subject?.startsWith('Comprovante de pagamento: ') === true;
  const hookUrl = () => `/api/webhooks/zoop/${encodeURIComponent(p.t.ctx.config.payments.webhookSecret)}`;
  /** A Zoop transaction event, as the provider repeats one (`status` is also the event's name). */
  const providerEvent = (providerId: string, status: 'succeeded' | 'reversed') =>
    p.t.app.inject({
      method: 'POST',
      url: hookUrl(),
      payload: {
        id: randomBytes(16).toString('hex'),
        resource: 'event',
        type: `transaction.${status}`,
        payload: { object: { id: providerId, resource: 'transaction', status } },
      },
    });
  const succeeded = (providerId: string) => providerEvent(providerId, 'succeeded');

  test('a card payment: the receipt to the form e-mail, the sale to the seller, once each', async () => {
    const mark = inbox.messages.length;
    const linkId = await p.newLink({ amount: '100,00' });
    const res = await p.pay(
      linkId,
      cardBody({ installments: 1, installmentValue: 100, totalValue: 100, email: 'Maria@Example.com' }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json<{ data: { data: { id: string } } }>().data.data.id;
    // The provider repeats itself: a succeeded event, twice, after the request recorded 'pago'.
    const providerId = String((await p.tx(id))?.provider_id);
    await succeeded(providerId);
    await succeeded(providerId);
    await p.settle();
    const mails = await delivered(mark);
    assert.equal(mails.length, 2, mails.map((m) => m.subject).join(' | '));
    const receipt = mails.find((m) => m.subject?.startsWith('Comprovante de pagamento: '));
    assert.ok(receipt, 'the payer is told');
    assert.match(to(receipt), /maria@example\.com/);
    assert.match(receipt.text ?? '', /Valor: R\$\s100,00/);
    assert.match(receipt.text ?? '', /final 5497/);
    const digits = CARDS.approved.replace(/\D/g, '');
    for (const m of mails) {
      const all = `${m.text}${m.html}`;
      assert.ok(!all.includes(digits) && !all.includes(digits.slice(0, 12)), 'no card number');
      assert.ok(!all.includes('529.982.247-25') && !all.includes('52998224725'), 'no CPF');
    }
    const sale = mails.find((m) => /^Você recebeu um pagamento de R\$\s100,00$/.test(m.subject ?? ''));
    assert.ok(sale, 'the seller is told');
    assert.match(to(sale), new RegExp(sellerEmail.replace(/[.]/g, '\\.')));
  });

  test("a PIX paid: the receipt to the link's customerEmail once, despite duplicated webhooks", async () => {
    const mark = inbox.messages.length;
    const linkId = await p.newLink({ amount: '25,00', customerEmail: 'ana@cliente.test' });
    const { id } = (await p.pay(linkId, { valor: 25, paymentMethod: 'pix' })).json<{ id: string }>();
    const providerId = String((await p.tx(id))?.provider_id);
    await p.control('PUT', '/faults', { webhooks: { duplicate: true } });
    await p.control('POST', `/transactions/${providerId}/pay`);
    await p.settle();
    await p.control('PUT', '/faults', { webhooks: {} });
    await succeeded(providerId);
    await p.t.ctx.tasks.drain();
    assert.equal((await p.tx(id))?.status, 'pago');
    const mails = await delivered(mark);
    // The link's own e-mail went to the same address at creation (issue 41): one receipt.
    assert.equal(mails.filter((m) => /ana@cliente\.test/.test(to(m)) && isReceipt(m)).length, 1);
    assert.equal(mails.filter((m) => m.subject?.startsWith('Você recebeu')).length, 1);
  });

  test('a status change that rolls back queues nothing; the retry that commits sends once', async () => {
    const mark = inbox.messages.length;
    const linkId = await p.newLink({ amount: '30,00', customerEmail: 'bia@cliente.test' });
    const { id } = (await p.pay(linkId, { valor: 30, paymentMethod: 'pix' })).json<{ id: string }>();
    const providerId = String((await p.tx(id))?.provider_id);
    // The seller's notice cannot be written: the transaction holding 'pago' and the receipt fails.
    await p.t.ctx.database.exec(`
      CREATE FUNCTION refuse_sale() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.kind = 'new_sale' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_sale BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_sale();`);
    try {
      await p.control('POST', `/transactions/${providerId}/pay`);
      await p.settle();
      assert.equal((await p.tx(id))?.status, 'pendente_pix', 'the status rolled back with the mail');
      const queued = await p.t.ctx.database.query(`SELECT 1 FROM mail_outbox WHERE event_key = $1`, [
        `receipt:${id}`,
      ]);
      assert.equal(queued.length, 0);
    } finally {
      await p.t.ctx.database.exec('DROP TRIGGER refuse_sale ON mail_outbox; DROP FUNCTION refuse_sale();');
    }
    await succeeded(providerId);
    await p.t.ctx.tasks.drain();
    assert.equal((await p.tx(id))?.status, 'pago');
    const mails = await delivered(mark);
    assert.equal(mails.filter((m) => /bia@cliente\.test/.test(to(m)) && isReceipt(m)).length, 1);
  });

  test('a paid card the provider reverses: seller and payer are told it did not happen, once each', async () => {
    const mark = inbox.messages.length;
    const linkId = await p.newLink({ amount: '100,00' });
    // The timeout card: its answer is lost and the charge adopted by reference as paid (receipt and
    // sale sent); then Zoop undoes the whole flow ('reversed').
    const res = await p.pay(
      linkId,
      cardBody({
        number: '4710426743216178',
        installments: 1,
        installmentValue: 100,
        totalValue: 100,
        email: 'rev@example.com',
      }),
    );
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json<{ data: { data: { id: string } } }>().data.data.id;
    const providerId = String((await p.tx(id))?.provider_id);
    await p.control('POST', `/transactions/${providerId}/reverse`);
    await p.settle();
    // The provider repeats itself: the same reversal again.
    await providerEvent(providerId, 'reversed');
    await p.settle();
    assert.equal((await p.tx(id))?.status, 'falha');
    const mails = await delivered(mark);
    // formatBRL writes 'R$' and the amount with a no-break space between them.
    const subjects = mails.map((m) => m.subject?.replace(/\u00a0/g, ' ')).sort();
    assert.deepEqual(subjects, [
      'Comprovante de pagamento: Ana Souza Artesanato',
      'Pagamento de R$ 100,00 revertido',
      'Seu pagamento a Ana Souza Artesanato não foi concluído',
      'Você recebeu um pagamento de R$ 100,00',
    ]);
    const seller = mails.find((m) => m.subject?.endsWith(' revertido'));
    assert.match(to(seller!), new RegExp(sellerEmail.replace(/[.+]/g, '\\$&')));
    assert.match(seller?.text ?? '', /o valor não será repassado a você/);
    assert.match(seller?.text ?? '', /Revertido em: \d{2}\/\d{2}\/\d{4}/);
    const payer = mails.find((m) => m.subject?.startsWith('Seu pagamento a '));
    assert.match(to(payer!), /rev@example\.com/);
    assert.match(payer?.text ?? '', /Desconsidere o comprovante/);
    assert.match(payer?.text ?? '', /final 6178/);
  });

  test('a refund tells the same payer once, also when the request is repeated', async () => {
    const mark = inbox.messages.length;
    const linkId = await p.newLink({ amount: '100,00' });
    const paid = await p.pay(
      linkId,
      cardBody({ installments: 1, installmentValue: 100, totalValue: 100, email: 'caio@cliente.test' }),
    );
    const id = paid.json<{ data: { data: { id: string } } }>().data.data.id;
    const refund = () =>
      p.t.app.inject({
        method: 'POST',
        url: `/api/transactions/${id}/refund`,
        headers: { ...p.seller, 'idempotency-key': `refund-${id}` },
        payload: { amount: '40,00' },
      });
    assert.equal((await refund()).statusCode, 200);
    assert.equal((await refund()).statusCode, 200);
    await p.settle();
    const notices = (await delivered(mark)).filter((m) => m.subject?.startsWith('Estorno'));
    assert.equal(notices.length, 1);
    assert.match(to(notices[0]!), /caio@cliente\.test/);
    assert.match(notices[0]!.text ?? '', /Parte do seu pagamento foi estornada: R\$\s40,00/);
  });
});
