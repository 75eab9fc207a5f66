import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { enqueueMail, type MailData, type OutgoingMail } from './index';
import { startTestInbox, type TestInbox } from './testing';

const PUBLIC_URL = 'https://pagamentos.example.com';
const paid: MailData<'payment_receipt'> = {
  nome: '<b>x</b>',
  transactionId: 'tx-123',
  sellerName: 'Loja Azul',
  description: 'Curso',
  amountCents: 123456,
  method: 'credit_card',
  installments: 3,
  cardBrand: 'Visa',
  cardLast4: '1234',
  // 02:30 UTC is 23:30 of the day before in São Paulo.
  paidAt: '2026-03-06T02:30:00.000Z',
};

/** Templates ready for the payments and billing hooks (docs/email.md): what a mail client shows. */
describe('receipt, refund, new sale and refused renewal messages', () => {
  let t: TestApp;
  let inbox: TestInbox;
  before(async () => {
    inbox = await startTestInbox();
    t = await createTestApp({
      mail: { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50 },
      publicUrl: PUBLIC_URL,
    });
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });
  const deliver = async <K extends Parameters<typeof enqueueMail>[1]['kind']>(mail: OutgoingMail<K>) => {
    const before = inbox.messages.length;
    await t.ctx.db.transaction((tx) => enqueueMail(tx, mail));
    return (await inbox.waitFor(before + 1))[before]!;
  };

  test('the payer receipt: escaped name, amount, installments, card by last 4, São Paulo date, link', async () => {
    const mail = await deliver({
      kind: 'payment_receipt',
      to: 'payer@cliente.test',
      eventKey: 'tx-123:pago',
      data: paid,
    });
    assert.equal(mail.subject, 'Comprovante de pagamento: Loja Azul');
    const text = mail.text ?? '';
    assert.match(text, /Olá, <b>x<\/b>\./);
    assert.ok(!String(mail.html).includes('<b>x</b>'));
    assert.match(text, /Valor: R\$\s1\.234,56 em 3x/);
    assert.match(text, /Cartão de crédito — Visa final 1234/);
    assert.match(text, /Data: 05\/03\/2026 23:30/);
    assert.ok(String(mail.html).includes(`${PUBLIC_URL}/payment-success?id=tx-123`));
  });

  test('a card number beyond its last 4 digits is never stored nor sent; the cause still commits', async () => {
    // Refused without a throw (issue 35): the change that caused the message must not roll back.
    const queued = await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'payment_receipt',
        to: 'payer@cliente.test',
        eventKey: 'tx-bad',
        data: { ...paid, cardLast4: '4111111111111111' },
      }),
    );
    assert.equal(queued, true);
    const rows = await t.ctx.database.query<{ status: string; last_error: string; data: unknown }>(
      `SELECT status, last_error, data FROM mail_outbox WHERE event_key = 'tx-bad'`,
    );
    assert.equal(rows[0]?.status, 'nao_enviavel');
    assert.equal(
      rows[0]?.last_error,
      'Dados da mensagem inválidos (cardLast4): a mensagem não pode ser enviada.',
    );
    assert.ok(!JSON.stringify(rows[0]?.data).includes('4111'), 'no card number in the outbox');
    // 'Emails enviados' lists it under its status and shows the reason where the message would be.
    const admin = await t.loginAs('admin@pagora.demo');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/emails?status=nao_enviavel',
      headers: admin,
    });
    assert.equal(list.statusCode, 200, list.body);
    const [listed] = list.json<{ dados: { id: string; status: string }[] }>().dados;
    assert.equal(listed?.status, 'nao_enviavel');
    const detail = await t.app.inject({ method: 'GET', url: `/api/emails/${listed?.id}`, headers: admin });
    assert.equal(detail.statusCode, 200, detail.body);
    assert.match(detail.json<{ dados: { texto: string } }>().dados.texto, /^Dados da mensagem inválidos/);
  });

  test('a partial refund, the new sale and the refused renewal', async () => {
    const refund = await deliver({
      kind: 'refund_notice',
      to: 'payer@cliente.test',
      eventKey: 'refund-1',
      data: {
        ...paid,
        method: 'pix',
        cardBrand: null,
        cardLast4: null,
        refundedCents: 1000,
        refundedAt: paid.paidAt,
      },
    });
    assert.match(refund.text ?? '', /Parte do seu pagamento foi estornada: R\$\s10,00/);
    assert.match(refund.text ?? '', /Forma de pagamento: PIX\n/);
    const sale = await deliver({
      kind: 'new_sale',
      to: 'seller@loja.test',
      eventKey: 'tx-123:venda',
      data: paid,
    });
    assert.match(sale.subject ?? '', /^Você recebeu um pagamento de R\$\s1\.234,56$/);
    const retry = await deliver({
      kind: 'renewal_refused',
      to: 'customer@cliente.test',
      eventKey: 'cycle-1:attempt-1',
      data: { nome: 'Diego', planName: 'Plano Ouro', amountCents: 9990, nextRetryOn: '2026-03-09' },
    });
    assert.match(
      retry.text ?? '',
      /R\$\s99,90 da assinatura Plano Ouro foi recusada\. Tentaremos de novo em 09\/03\/2026\./,
    );
    const renewal = await deliver({
      kind: 'renewal_refused',
      to: 'customer@cliente.test',
      eventKey: 'cycle-1:attempt-3',
      data: { nome: 'Diego', planName: 'Plano Ouro', amountCents: 9990, nextRetryOn: null },
    });
    assert.match(renewal.text ?? '', /Esta foi a última tentativa/);
    assert.ok(String(renewal.html).includes(`${PUBLIC_URL}/minhas-assinaturas`));
  });
});
