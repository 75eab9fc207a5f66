import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { enqueueMail, type OutgoingMail } from './index';
import { runMailSweep, startTestInbox, type TestInbox } from './testing';

const PUBLIC_URL = 'https://pagamentos.example.com';

describe('mail outbox: sent once, only on commit, retried when the SMTP server refuses', () => {
  let t: TestApp;
  let inbox: TestInbox;
  let admin: { authorization: string };
  before(async () => {
    inbox = await startTestInbox();
    const mail = { ...testConfig().mail, smtpUrl: inbox.url, sweepMs: 50, retryBaseMs: 20, maxAttempts: 3 };
    t = await createTestApp({ mail, publicUrl: PUBLIC_URL });
    admin = await t.loginAs(DEMO_LOGINS.admin);
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const link = (to: string, eventKey: string, nome = 'Ana'): OutgoingMail<'payment_link'> => ({
    kind: 'payment_link',
    to,
    eventKey,
    marketplaceId: t.demo.marketplaces[0]!.marketplace.id,
    sellerId: t.demo.sellers[0]!.seller.id,
    data: { nome, sellerName: 'Loja Azul', description: 'Curso', amountCents: 123456, linkId: 'abc123' },
  });
  const inTx = (mail: OutgoingMail<'payment_link'>) => t.ctx.db.transaction((tx) => enqueueMail(tx, mail));
  const listed = async (q: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/emails?q=${encodeURIComponent(q)}`, headers: admin })
    ).json();
  const to = (addr: string) => inbox.messages.filter((m) => m.to && 'text' in m.to && m.to.text === addr);
  async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
    for (let i = 0; i < 300; i += 1) {
      const v = await read();
      if (ok(v)) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('condition not reached');
  }

  test('a replayed event and a re-run job still deliver one message', async () => {
    assert.equal(await inTx(link('uma@cliente.test', 'evt-1')), true);
    assert.equal(await inTx(link('uma@cliente.test', 'evt-1')), false);
    await until(
      async () => to('uma@cliente.test').length,
      (n) => n >= 1,
    );
    await Promise.all([runMailSweep(t.ctx), runMailSweep(t.ctx), runMailSweep(t.ctx)]);
    // The server has the message a moment before the deliverer records it as sent: wait for that.
    const rows = await until(
      async () => (await listed('uma@cliente.test')).dados as { status: string }[],
      (r) => r.length !== 1 || r[0]!.status !== 'pendente',
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.status, 'enviado');
    assert.equal(to('uma@cliente.test').length, 1);
  });

  test('a rolled-back change sends nothing and leaves no row', async () => {
    await assert.rejects(
      t.ctx.db.transaction(async (tx) => {
        await enqueueMail(tx, link('desfeito@cliente.test', 'evt-2'));
        throw new Error('the change failed');
      }),
      /the change failed/,
    );
    assert.equal(await runMailSweep(t.ctx), 0);
    assert.equal((await listed('desfeito@cliente.test')).total, 0);
    assert.equal(to('desfeito@cliente.test').length, 0);
  });

  test('refused twice by the SMTP server, the message is retried and arrives once', async () => {
    const refusals = async () => {
      const scrape = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      const line = scrape
        .split('\n')
        .find((l) => l.startsWith('pagora_mail_smtp_refusals_total{class="4xx"} '));
      return line ? Number(line.split(' ')[1]) : null;
    };
    const before = await refusals();
    assert.equal(before, 0, 'the series is there before the first refusal');
    inbox.refuseNext(2);
    await inTx(link('recusa@cliente.test', 'evt-3'));
    await until(
      async () => to('recusa@cliente.test').length,
      (n) => n >= 1,
    );
    const [row] = (
      await until(
        () => listed('recusa@cliente.test'),
        (b) => b.dados[0]?.status === 'enviado',
      )
    ).dados;
    assert.equal(row.tentativas, 3);
    assert.equal(to('recusa@cliente.test').length, 1);
    assert.equal(await refusals(), 2, 'each 451 counted as a 4xx refusal');
  });

  test('after the last attempt it is "falhou" with the error; "Reenviar" delivers it', async () => {
    inbox.refuseNext(3);
    await inTx(link('falha@cliente.test', 'evt-4'));
    const failed = (
      await until(
        () => listed('falha@cliente.test'),
        (b) => b.dados[0]?.status === 'falhou',
      )
    ).dados[0];
    assert.match(failed.ultimoErro, /451/);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/emails/${failed.id}/reenviar`,
      headers: admin,
    });
    assert.equal(res.statusCode, 202);
    await until(
      async () => to('falha@cliente.test').length,
      (n) => n >= 1,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/emails/${failed.id}/reenviar`,
      headers: admin,
    });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'Só um email que falhou pode ser reenviado.');
  });

  test('what the client receives: escaped names, branded, R$ amounts, absolute links', async () => {
    await inTx(link('nome@cliente.test', 'evt-5', '<b>x</b>'));
    const [mail] = await until(
      async () => to('nome@cliente.test'),
      (m) => m.length >= 1,
    );
    const html = String(mail!.html);
    assert.ok(html.includes('&lt;b&gt;x&lt;/b&gt;'));
    assert.ok(!html.includes('<b>x</b>'));
    assert.match(mail!.text ?? '', /Olá, <b>x<\/b>\./);
    assert.match(mail!.text ?? '', /R\$\s1\.234,56/);
    assert.ok(html.includes(`${PUBLIC_URL}/pay/abc123`));
    assert.ok(html.includes('#0f766e'), 'the marketplace colour');
    assert.equal(mail!.subject, 'Loja Azul enviou um link de pagamento');
    assert.match(String(mail!.from?.text), /Pagora/);
  });

  test('a line break in a name is sent on one line; an address that is none is recorded, never thrown', async () => {
    const bad = link('crlf@cliente.test', 'evt-6');
    bad.data.sellerName = 'Loja\r\nBcc: intruso@example.com';
    assert.equal(await inTx(bad), true);
    const [mail] = await until(
      async () => to('crlf@cliente.test'),
      (m) => m.length >= 1,
    );
    assert.equal(mail!.subject, 'Loja Bcc: intruso@example.com enviou um link de pagamento');
    assert.equal(mail!.headers.get('bcc'), undefined, 'no header was added');
    assert.equal(await inTx(link('a@b.test\r\nBcc: c@d.test', 'evt-7')), true);
    const [row] = (await listed('a@b.test')).dados as { status: string; ultimoErro: string; para: string }[];
    assert.equal(row?.status, 'nao_enviavel');
    assert.equal(row?.para, 'a@b.test bcc: c@d.test');
    assert.equal(row?.ultimoErro, 'Endereço de email inválido: a mensagem não pode ser enviada.');
    assert.equal(await runMailSweep(t.ctx), 0, 'the sweep never picks it up');
    assert.equal(inbox.messages.filter((m) => JSON.stringify(m.to).includes('c@d.test')).length, 0);
  });

  test("the Message-ID is the outbox row's: a message sent again after a crash carries the same", async () => {
    await inTx(link('crash@cliente.test', 'evt-8'));
    const [first] = await until(
      async () => to('crash@cliente.test'),
      (m) => m.length >= 1,
    );
    const [row] = (
      await until(
        () => listed('crash@cliente.test'),
        (b) => b.dados[0]?.status === 'enviado',
      )
    ).dados as { id: string }[];
    assert.equal(first!.messageId, `<${row!.id}@pagora.local>`);
    // The instance died after the server accepted it and before recording it: sent again.
    await t.ctx.database.query(
      `UPDATE mail_outbox SET status = 'pendente', next_attempt_at = now() WHERE id = $1`,
      [row!.id],
    );
    await runMailSweep(t.ctx);
    const both = await until(
      async () => to('crash@cliente.test'),
      (m) => m.length >= 2,
    );
    assert.deepEqual(
      both.map((m) => m.messageId),
      [first!.messageId, first!.messageId],
    );
  });
});
