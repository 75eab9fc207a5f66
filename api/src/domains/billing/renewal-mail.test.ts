import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { runBillingSweep } from './engine';
import { addDays, saoPauloToday } from './schedule';
import { CARD_NUMBERS, billingKit, saoPauloNoon, type BillingKit } from './test-kit';

const DAY = 24 * 60 * 60 * 1000;
const ptDate = (iso: string) => iso.split('-').reverse().join('/');

/** The customer hears of each refused renewal once, read from a real SMTP server. */
describe('billing: the refused renewal e-mail', () => {
  let t: TestApp;
  let kit: BillingKit;
  let inbox: TestInbox;
  let planId = '';
  let buyerId = '';

  before(async () => {
    inbox = await startTestInbox();
    t = await createTestApp({ mail: { ...testConfig().mail, smtpUrl: inbox.url } }, { listen: true });
    // Sweeps (billing and mail) run here with the test's own timing only.
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
    planId = await kit.plan('seller', 'Plano Ouro');
    buyerId = await kit.customerOf('seller', 'renova', 'renova@cliente.test');
    await kit.addCard('renova', CARD_NUMBERS.declined, true);
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  const deliver = async () => {
    while ((await runMailSweep(t.ctx)) > 0);
    // The new login's invitation (issue 41) is not a renewal message.
    return inbox.messages.filter(
      (m) =>
        JSON.stringify(m.to).includes('renova@cliente.test') &&
        !/^Confirme seu email|criou seu acesso/.test(m.subject ?? ''),
    );
  };

  test('each refused try once (a job run twice sends nothing new); the last says it stopped', async () => {
    const now = new Date();
    const today = saoPauloToday(now);
    await kit.subscribe('seller', planId, buyerId, '99,90');
    await runBillingSweep(t.ctx, now);
    await runBillingSweep(t.ctx, now);
    let mails = await deliver();
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Não conseguimos renovar sua assinatura: Plano Ouro');
    assert.match(
      mails[0]!.text ?? '',
      new RegExp(
        `R\\$\\s99,90 da assinatura Plano Ouro foi recusada\\. Tentaremos de novo em ${ptDate(addDays(today, 1))}\\.`,
      ),
    );
    assert.ok(String(mails[0]!.html).includes('/minhas-assinaturas'), "a link to 'Minhas Assinaturas'");
    for (const day of [1, 3, 7]) {
      await runBillingSweep(t.ctx, new Date(now.getTime() + day * DAY));
      await runBillingSweep(t.ctx, new Date(now.getTime() + day * DAY));
    }
    mails = await deliver();
    assert.equal(mails.length, 4, mails.map((m) => m.text).join('\n---\n'));
    // Delivered in any order: three retries with their own day, one last.
    const texts = mails.map((m) => m.text ?? '');
    assert.equal(texts.filter((x) => /Esta foi a última tentativa/.test(x)).length, 1);
    const days = texts.map((x) => /Tentaremos de novo em ([\d/]+)/.exec(x)?.[1]).filter(Boolean);
    assert.equal(new Set(days).size, 3);
    for (const m of mails) assert.ok(!`${m.text}${m.html}`.includes(CARD_NUMBERS.declined), 'no card number');
  });

  test('a failure whose recording rolls back queues nothing; the recorded retry tells once', async () => {
    const before = (await deliver()).length;
    const now = saoPauloNoon();
    const s = await kit.subscribe('seller', planId, buyerId, '12,00');
    await t.ctx.database.exec(`
      CREATE FUNCTION refuse_renewal_mail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.kind = 'renewal_refused' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_renewal_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_renewal_mail();`);
    try {
      await runBillingSweep(t.ctx, now).catch(() => undefined);
      const [sub] = await t.ctx.database.query<{ status: string }>(
        'SELECT status FROM subscriptions WHERE id = $1',
        [s.id],
      );
      assert.notEqual(sub?.status, 'vencida', 'the failure rolled back with its e-mail');
    } finally {
      await t.ctx.database.exec(
        'DROP TRIGGER refuse_renewal_mail ON mail_outbox; DROP FUNCTION refuse_renewal_mail();',
      );
    }
    assert.equal((await deliver()).length, before);
    // The attempt whose outcome was lost is found again later and recorded, with its one e-mail.
    for (const minutes of [10, 60]) {
      await runBillingSweep(t.ctx, new Date(now.getTime() + minutes * 60_000));
    }
    const [sub] = await t.ctx.database.query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE id = $1',
      [s.id],
    );
    assert.equal(sub?.status, 'vencida');
    const mails = (await deliver()).slice(before);
    assert.equal(mails.filter((m) => /R\$\s12,00/.test(m.text ?? '')).length, 1);
  });
});
