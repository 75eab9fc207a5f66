import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { saoPauloWallClock } from '@pagora/shared';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { runMailSweep, startTestInbox, type TestInbox } from '../mail/testing';
import { enqueueCardExpiryNotices } from './card-expiry-notice';
import { runBillingSweep } from './engine';
import { enqueueRenewalHeadsUps } from './renewal-heads-up';
import { addDays, saoPauloToday } from './schedule';
import { CARD_NUMBERS, billingKit, type BillingKit } from './test-kit';

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://pagamentos.example.com';
/** Noon in São Paulo on a calendar day. */
const noonOf = (day: string) => new Date(`${day}T15:00:00.000Z`);
const ptDate = (iso: string) => iso.split('-').reverse().join('/');

/** Issue 23's billing notices, read from a real SMTP server: each sent once, whatever the sweeps do. */
describe('billing notices: the expiring card and the renewal heads-up', () => {
  let t: TestApp;
  let kit: BillingKit;
  let inbox: TestInbox;

  before(async () => {
    inbox = await startTestInbox();
    t = await createTestApp(
      { mail: { ...testConfig().mail, smtpUrl: inbox.url }, publicUrl: PUBLIC_URL },
      { listen: true },
    );
    // Sweeps run here with the test's own clock only.
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
  });
  after(async () => {
    await t.close();
    await inbox.close();
  });

  /** What arrived for `email`: receipts of the renewals and the login's invitation (issue 41) aside. */
  const deliveredTo = async (email: string) => {
    while ((await runMailSweep(t.ctx)) > 0);
    return inbox.messages.filter(
      (m) =>
        JSON.stringify(m.to).includes(email) &&
        !/^(Comprovante|Confirme seu email)|criou seu acesso/.test(m.subject ?? ''),
    );
  };
  const outboxRows = async (kind: string, email: string) =>
    (
      await t.ctx.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE kind = $1 AND recipient = $2',
        [kind, email],
      )
    )[0]?.n;

  test('a saved card that expires next month is announced once, however often the sweep runs', async () => {
    const email = 'vence@cliente.test';
    await kit.customerOf('seller', 'vence', email);
    const now = new Date();
    const { year, month } = saoPauloWallClock(now);
    const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
    const expiry = `${String(next.m).padStart(2, '0')}/${String(next.y).slice(2)}`;
    const added = await kit.call('POST', `/api/cadastrar-cartao/${kit.userId.vence}`, 'vence', {
      card_number: CARD_NUMBERS.approved,
      holder_name: 'Cliente Vence',
      expiration_month: expiry,
      expiration_year: expiry,
      security_code: '123',
      principal: true,
    });
    assert.equal(added.statusCode, 201, added.body);
    // A card valid for years says nothing.
    await kit.addCard('vence', CARD_NUMBERS.approved2, false);

    for (const at of [now, now, new Date(now.getTime() + 3 * DAY)]) await enqueueCardExpiryNotices(t.ctx, at);
    const mails = await deliveredTo(email);
    assert.equal(mails.length, 1, mails.map((m) => m.subject).join(' | '));
    assert.equal(await outboxRows('card_expiring', email), 1);
    const until = `${String(next.m).padStart(2, '0')}/${next.y}`;
    assert.equal(mails[0]!.subject, `Seu cartão final ${CARD_NUMBERS.approved.slice(-4)} vence em ${until}`);
    assert.match(
      mails[0]!.text ?? '',
      new RegExp(`final ${CARD_NUMBERS.approved.slice(-4)}.*vale até ${until}`),
    );
    assert.ok(String(mails[0]!.html).includes(`${PUBLIC_URL}/minhas-assinaturas`));
    assert.ok(!`${mails[0]!.text}${mails[0]!.html}`.includes(CARD_NUMBERS.approved), 'no card number');
  });

  test('a quarterly plan: 3 days before each renewal the customer is told once; never before the first charge', async () => {
    const email = 'trimestral@cliente.test';
    const buyerId = await kit.customerOf('seller', 'trimestral', email);
    await kit.addCard('trimestral', CARD_NUMBERS.approved, true);
    const plan = await kit.call('POST', '/api/planos', 'seller', {
      nome: 'Plano Trimestral',
      description: 'Trimestral',
      amount: 14990,
      frequency: 'mensal',
      interval: 3,
      payment_methods: ['credit'],
    });
    assert.equal(plan.statusCode, 201, plan.body);
    const planId = plan.json<{ dados: { id: string } }>().dados.id;
    const monthly = await kit.plan('seller', 'Plano Mensal');

    const now = new Date();
    const today = saoPauloToday(now);
    // Not yet charged: its first charge (in 3 days) is what the customer just agreed to.
    const first = addDays(today, 3);
    await kit.subscribe('seller', planId, buyerId, '149,90', first);
    const quarterly = await kit.subscribe('seller', planId, buyerId, '149,90');
    const month = await kit.subscribe('seller', monthly, buyerId, '49,90');
    await runBillingSweep(t.ctx, now);
    const dayOf = async (id: string) =>
      (
        await t.ctx.database.query<{ day: string }>(
          'SELECT data_cobranca::text AS day FROM subscriptions WHERE id = $1',
          [id],
        )
      )[0]!.day;
    const renewal = await dayOf(quarterly.id);
    assert.ok(renewal > addDays(today, 80), `renews in three months, not ${renewal}`);

    await enqueueRenewalHeadsUps(t.ctx, now);
    await enqueueRenewalHeadsUps(t.ctx, noonOf(addDays(renewal, -4)));
    // A monthly plan renews every month: no heads-up.
    await enqueueRenewalHeadsUps(t.ctx, noonOf(addDays(await dayOf(month.id), -2)));
    assert.equal((await deliveredTo(email)).length, 0, 'nothing for a first charge, 4 days ahead or monthly');
    for (const days of [-3, -3, -2, -1]) await enqueueRenewalHeadsUps(t.ctx, noonOf(addDays(renewal, days)));

    const mails = await deliveredTo(email);
    assert.equal(mails.length, 1, mails.map((m) => m.subject).join(' | '));
    assert.equal(await outboxRows('renewal_heads_up', email), 1);
    assert.equal(mails[0]!.subject, 'Sua assinatura Plano Trimestral será renovada em 3 dias');
    assert.match(
      mails[0]!.text ?? '',
      new RegExp(
        `será renovada em ${ptDate(renewal)}: cobraremos R\\$\\s149,90 no cartão \\S+ final ${CARD_NUMBERS.approved.slice(-4)}\\.`,
      ),
    );
    assert.ok(String(mails[0]!.html).includes(`${PUBLIC_URL}/minhas-assinaturas`));
  });
});
