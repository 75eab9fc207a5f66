import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { sandboxCall, waitFor } from '../payments/testing';
import { runBillingSweep } from './engine';
import { addDays, saoPauloToday } from './schedule';
import { CARD_NUMBERS, billingKit, type BillingKit } from './test-kit';

const DAY = 24 * 60 * 60 * 1000;
type Seen = { status: string; ultima_cobranca: string | null };
type Paid = { id: string; provider_id: string; charge_id: string };

const q = <T extends Record<string, unknown>>(t: TestApp, text: string, params: unknown[]) =>
  t.ctx.database.query<T>(text, params);
/** The subscription's paid renewal transaction. */
const renewalOf = async (t: TestApp, subscriptionId: string) =>
  (
    await q<Paid>(
      t,
      `SELECT t.id, t.provider_id, c.id AS charge_id FROM transactions t
         JOIN subscription_charges c ON c.id = t.subscription_charge_id WHERE c.subscription_id = $1 AND t.status = 'pago'`,
      [subscriptionId],
    )
  )[0]!;
const chargeStatus = async (t: TestApp, chargeId: string) =>
  (await q<{ status: string }>(t, 'SELECT status FROM subscription_charges WHERE id = $1', [chargeId]))[0]
    ?.status;
/** Zoop undoes the charge (the sandbox's control call): payments records 'falha' from its webhook. */
async function reverse(t: TestApp, paid: Paid) {
  const res = await sandboxCall(t, 'POST', `/_control/transactions/${paid.provider_id}/reverse`);
  assert.equal(res.status, 200);
  await sandboxCall(t, 'POST', '/_control/webhooks/flush');
  await waitFor(
    async () =>
      (await q<{ status: string }>(t, 'SELECT status FROM transactions WHERE id = $1', [paid.id]))[0]
        ?.status === 'falha',
  );
}
type Owed = { status: string; em_aberto: { amount_cents: number; vencimento: string } | null };

/**
 * A renewal the provider reverses after billing recorded it paid (Zoop's `reversed`): the money
 * never came, so billing follows it as a refused renewal, once, however often the reversal arrives.
 */
describe('billing: a paid renewal the provider reverses is owed again', () => {
  let t: TestApp;
  let kit: BillingKit;
  let planId = '';
  let buyerId = '';

  before(async () => {
    t = await createTestApp({}, { listen: true });
    // Sweeps run with the test's own clock (and no developers' webhook is sent: its outbox is read);
    // the provider's webhooks still reach payments.
    await t.ctx.jobs.stop();
    kit = await billingKit(t);
    const hook = await kit.call('POST', '/api/developer/webhooks', 'seller', {
      url: 'http://127.0.0.1:9/eventos',
      events: ['payment.paid', 'payment.failed', 'subscription.charged', 'subscription.charge_failed'],
    });
    assert.equal(hook.statusCode, 201, hook.body);
    planId = await kit.plan('seller', 'Plano Reverso');
    buyerId = await kit.customerOf('seller', 'reverso', 'reverso@cliente.test');
    await kit.addCard('reverso', CARD_NUMBERS.approved, true);
  });
  after(() => t.close());

  const seller = async (id: string) =>
    (await kit.call('GET', '/api/assinaturas?pageSize=100', 'seller'))
      .json<{ dados: (Seen & { id: string })[] }>()
      .dados.find((s) => s.id === id);
  const customer = async (id: string) =>
    (await kit.call('GET', `/api/assinaturas-customer/${kit.userId.reverso}`, 'reverso'))
      .json<{ dados: (Owed & { id: string })[] }>()
      .dados.find((s) => s.id === id);
  /** What stays once, whatever the replays: refused-renewal e-mails and developers' events. */
  const traces = async (chargeId: string, txId: string) => ({
    mails: (
      await q<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'renewal_refused' AND event_key LIKE $1`,
        [`renewal:${chargeId}:%`],
      )
    )[0]!.n,
    events: (
      await q<{ type: string }>(
        t,
        `SELECT type FROM outbound_webhook_events WHERE object_id = $1 ORDER BY sequence`,
        [txId],
      )
    ).map((e) => e.type),
  });

  test('charge aberta with a retry, subscription vencida, the customer owes it; a replay changes nothing; the retry collects', async () => {
    const now = new Date();
    const today = saoPauloToday(now);
    const sub = await kit.subscribe('seller', planId, buyerId, '49,90');
    await runBillingSweep(t.ctx, now);
    assert.deepEqual(await seller(sub.id).then((s) => [s?.status, s?.ultima_cobranca]), ['ativo', 'paga']);
    const paid = await renewalOf(t, sub.id);
    await reverse(t, paid);
    const report = await runBillingSweep(t.ctx, now);

    // Seller and customer see what a refused renewal shows: overdue, owed, retried tomorrow.
    assert.deepEqual(await seller(sub.id).then((s) => [s?.status, s?.ultima_cobranca]), [
      'vencida',
      'recusada: pagamento desfeito pelo provedor',
    ]);
    const owed = await customer(sub.id);
    assert.equal(owed?.status, 'vencida');
    assert.deepEqual(owed?.em_aberto && [owed.em_aberto.amount_cents, owed.em_aberto.vencimento], [
      4_990,
      today,
    ]);
    const charge = async () =>
      (
        await q<{ status: string; next_attempt_on: string | null; paid_transaction_id: string | null }>(
          t,
          `SELECT status, to_char(next_attempt_on, 'YYYY-MM-DD') AS next_attempt_on, paid_transaction_id
             FROM subscription_charges WHERE id = $1`,
          [paid.charge_id],
        )
      )[0];
    assert.deepEqual(await charge(), {
      status: 'aberta',
      next_attempt_on: addDays(today, 1),
      paid_transaction_id: null,
    });
    assert.equal(report.reversed, 1);
    const once = await traces(paid.charge_id, paid.id);
    assert.deepEqual(once, {
      mails: 1,
      events: ['payment.paid', 'subscription.charged', 'payment.failed', 'subscription.charge_failed'],
    });

    // The reversal again (a replayed webhook, a second sweep): nothing moves, nothing is sent twice.
    const replayed = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/zoop/${encodeURIComponent(t.ctx.config.payments.webhookSecret)}`,
      payload: {
        id: 'evt-replayed-reversal',
        resource: 'event',
        type: 'transaction.reversed',
        payload: { object: { id: paid.provider_id, resource: 'transaction', status: 'reversed' } },
      },
    });
    assert.equal(replayed.statusCode, 200, replayed.body);
    await t.ctx.tasks.drain();
    assert.equal((await runBillingSweep(t.ctx, now)).reversed, 0);
    assert.equal((await runBillingSweep(t.ctx, now)).reversed, 0);
    assert.deepEqual(await traces(paid.charge_id, paid.id), once);
    assert.equal((await seller(sub.id))?.status, 'vencida');

    // Dunning as usual: the next day's retry charges the card, and it is paid again.
    const retry = await runBillingSweep(t.ctx, new Date(now.getTime() + DAY));
    assert.equal(retry.paid, 1);
    assert.deepEqual(await seller(sub.id).then((s) => [s?.status, s?.ultima_cobranca]), ['ativo', 'paga']);
    assert.equal((await customer(sub.id))?.em_aberto, null);
  });

  test("paid by the customer ('Pagar') after a refusal: the reversal costs a retry, as the engine's would", async () => {
    const now = new Date();
    const today = saoPauloToday(now);
    const payer = await kit.customerOf('seller', 'pagante', 'pagante@cliente.test');
    await kit.addCard('pagante', CARD_NUMBERS.declined, true);
    const cardId = await kit.addCard('pagante', CARD_NUMBERS.approved, false);
    const sub = await kit.subscribe('seller', planId, payer, '39,90');
    await runBillingSweep(t.ctx, now);
    const res = await kit.call(
      'POST',
      `/api/assinaturas/${sub.id}/pagar`,
      'pagante',
      { cardId },
      { 'idempotency-key': randomUUID() },
    );
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await seller(sub.id))?.status, 'ativo');
    const paid = await renewalOf(t, sub.id);
    await reverse(t, paid);
    assert.equal((await runBillingSweep(t.ctx, now)).reversed, 1);
    assert.equal((await seller(sub.id))?.status, 'vencida');
    // Second refusal of the cycle: the second retry day (D+3), and its own notice.
    const [charge] = await q<{ status: string; next: string }>(
      t,
      `SELECT status, to_char(next_attempt_on, 'YYYY-MM-DD') AS next FROM subscription_charges WHERE id = $1`,
      [paid.charge_id],
    );
    assert.deepEqual(charge, { status: 'aberta', next: addDays(today, 3) });
    assert.equal((await traces(paid.charge_id, paid.id)).mails, 2);
  });

  test('cancelled before the reversal: nothing is owed, no notice, the charge is cancelled like its others', async () => {
    const sub = await kit.subscribe('seller', planId, buyerId, '19,90');
    await runBillingSweep(t.ctx);
    const paid = await renewalOf(t, sub.id);
    assert.equal((await kit.call('DELETE', `/api/assinaturas/${sub.id}`, 'seller')).statusCode, 200);
    await reverse(t, paid);
    assert.equal((await runBillingSweep(t.ctx)).reversed, 1);
    assert.deepEqual(await seller(sub.id).then((s) => [s?.status, s?.ultima_cobranca]), [
      'cancelada',
      'cancelada',
    ]);
    assert.equal(await chargeStatus(t, paid.charge_id), 'cancelada');
    assert.equal((await traces(paid.charge_id, paid.id)).mails, 0);
  });
});

/**
 * In production no one runs the sweep by hand: the reversal's status change wakes the engine (the
 * queue runs on kicks only here, no billing timer), as a boleto's payment does.
 */
describe('billing: a reversal is settled without waiting for the timer', () => {
  let t: TestApp;
  let kit: BillingKit;
  before(async () => {
    t = await createTestApp({ billing: { ...testConfig().billing, sweepMs: 0 } }, { listen: true });
    kit = await billingKit(t);
  });
  after(() => t.close());

  test('charged on the creation kick, reversed at the sandbox: the charge is open again at once', async () => {
    const planId = await kit.plan('seller', 'Plano Acordado');
    const buyerId = await kit.customerOf('seller', 'acordado', 'acordado@cliente.test');
    await kit.addCard('acordado', CARD_NUMBERS.approved, true);
    const sub = await kit.subscribe('seller', planId, buyerId, '29,90');
    const paid = await waitFor(async () => {
      const row = await renewalOf(t, sub.id).catch(() => null);
      return row && (await chargeStatus(t, row.charge_id)) === 'paga' && row;
    });
    await reverse(t, paid);
    await waitFor(async () => (await chargeStatus(t, paid.charge_id)) === 'aberta');
    const [row] = await q<{ status: string }>(t, 'SELECT status FROM subscriptions WHERE id = $1', [sub.id]);
    assert.equal(row?.status, 'vencida');
  });
});
