import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { runBillingSweep } from './engine';
import { saoPauloToday } from './schedule';
import { backdateTransaction } from '../payments/testing';
import { CARD_NUMBERS, billingKit } from './test-kit';

/**
 * Issue 35, item 3: an attempt left in flight by an instance that died is recovered by asking our
 * own record and then the provider before anything is charged again, whatever the provider (here
 * the sandbox) happens to know. Each case leaves the rows as a SIGKILL at that point would.
 */
const LEASE_MS = testConfig().billing.attemptLeaseMs;

let t: TestApp;
before(async () => {
  t = await createTestApp({}, { listen: true });
  await t.ctx.jobs.stop();
});
after(() => t.close());

/** A due charge whose attempt 1 an instance claimed (its lease long run out), with its transaction row. */
async function lostAttempt(name: string, tx: { status: string; providerId?: string } | null) {
  const kit = await billingKit(t);
  const plan = await kit.plan('seller', name);
  await kit.addCard('customer', CARD_NUMBERS.approved);
  const sub = await kit.subscribe('seller', plan, kit.demoBuyerId, '12,00');
  const today = saoPauloToday(new Date());
  const [charge] = await t.ctx.database.query<{ id: string }>(
    `INSERT INTO subscription_charges (subscription_id, cycle_date, amount_cents, next_attempt_on)
     VALUES ($1, $2::date, 1200, $2::date) RETURNING id`,
    [sub.id, today],
  );
  const chargeId = charge!.id;
  const transactionId = randomUUID();
  await t.ctx.database.query(
    `INSERT INTO subscription_charge_attempts (charge_id, attempt_no, transaction_id, origin, lease_until)
     VALUES ($1, 1, $2, 'engine', now())`,
    [chargeId, transactionId],
  );
  if (tx)
    await t.ctx.database.query(
      `INSERT INTO transactions (id, subscription_charge_id, seller_id, marketplace_id, status, method,
                                 amount_cents, provider_id, paid_at, card_brand, card_last4)
       SELECT $1, $2, s.seller_id, s.marketplace_id, $3, 'credit_card', 1200, $4,
              CASE WHEN $3 = 'pago' THEN now() END, 'visa', '7497'
         FROM subscriptions s WHERE s.id = $5`,
      [transactionId, chargeId, tx.status, tx.providerId ?? null, sub.id],
    );
  const state = async () => {
    const [c] = await t.ctx.database.query<{
      status: string;
      next_attempt_on: string | null;
      paid_transaction_id: string | null;
    }>(`SELECT status, next_attempt_on, paid_transaction_id FROM subscription_charges WHERE id = $1`, [
      chargeId,
    ]);
    const attempts = await t.ctx.database.query<{ attempt_no: number; outcome: string }>(
      `SELECT attempt_no, outcome FROM subscription_charge_attempts WHERE charge_id = $1 ORDER BY attempt_no`,
      [chargeId],
    );
    const paid = await t.ctx.database.query<{ id: string }>(
      `SELECT id FROM transactions WHERE subscription_charge_id = $1 AND status = 'pago'`,
      [chargeId],
    );
    return { charge: c!, attempts: attempts.map((a) => a.outcome), paid: paid.map((p) => p.id) };
  };
  return { chargeId, transactionId, subscriptionId: sub.id, state, kit };
}

/** A sweep on another instance, after the dead instance's lease ran out. */
const sweepLater = () => runBillingSweep(t.ctx, new Date(Date.now() + LEASE_MS + 5_000));

test('an attempt already pago in our table is settled, not charged again, though the provider does not know it', async () => {
  const lost = await lostAttempt('Plano pago aqui', { status: 'pago', providerId: `gone-${randomUUID()}` });
  const report = await sweepLater();
  assert.equal(report.recovered, 1);
  const after1 = await lost.state();
  assert.deepEqual(after1.attempts, ['pago'], 'no second attempt');
  assert.equal(after1.charge.status, 'paga');
  assert.equal(after1.charge.paid_transaction_id, lost.transactionId);
  assert.deepEqual(after1.paid, [lost.transactionId], 'one paid transaction');
  await sweepLater();
  assert.deepEqual((await lost.state()).attempts, ['pago']);
});

test('an attempt charged at the provider but not recorded here is settled from the provider', async () => {
  const lost = await lostAttempt('Plano pago lá', { status: 'pendente' });
  // The dead instance's POST reached the provider; its answer was never written.
  const [card] = await t.ctx.database.query<{
    provider_card_id: string;
    id_comprador: string;
    id_seller: string;
  }>(
    `SELECT sc.provider_card_id, b.id_comprador, se.id_seller
       FROM subscriptions s JOIN buyers b ON b.id = s.buyer_id JOIN sellers se ON se.id = s.seller_id
       JOIN saved_cards sc ON sc.buyer_id = b.id AND sc.principal AND sc.deleted_at IS NULL
      WHERE s.id = $1`,
    [lost.subscriptionId],
  );
  const charged = await t.ctx.gateway.provider.chargeCard({
    referenceId: lost.transactionId,
    amountCents: 1200,
    installments: 1,
    sellerId: card!.id_seller,
    card: { tokenId: card!.provider_card_id },
    customerId: card!.id_comprador,
    description: 'Assinatura Plano pago lá',
  });
  assert.ok(charged.ok);
  await sweepLater();
  const state = await lost.state();
  assert.deepEqual(state.attempts, ['pago']);
  assert.equal(state.charge.status, 'paga');
  assert.deepEqual(state.paid, [lost.transactionId]);
});

test('an attempt the provider answered once but no longer knows is kept outcome unknown, never charged again', async () => {
  const lost = await lostAttempt('Plano incerto', {
    status: 'pendente',
    providerId: `gone-${randomUUID()}`,
  });
  await sweepLater();
  const state = await lost.state();
  assert.deepEqual(state.attempts, ['desconhecido']);
  assert.equal(state.charge.status, 'aberta');
  assert.equal(state.charge.next_attempt_on, null, 'the engine no longer attempts it');
  assert.deepEqual(state.paid, []);
  // Nor does the customer's own 'Realizar Pagamento' charge on top of money that may be taken.
  const cardId = await lost.kit.addCard('customer', CARD_NUMBERS.approved, false);
  const pay = await lost.kit.call(
    'POST',
    `/api/assinaturas/${lost.subscriptionId}/pagar`,
    'customer',
    { cardId },
    { 'idempotency-key': randomUUID() },
  );
  assert.equal(pay.statusCode, 409);
  assert.equal(pay.json<{ code: string }>().code, 'payment_under_review');
  assert.match(pay.json<{ message: string }>().message, /em verificação/);
  assert.deepEqual((await lost.state()).attempts, ['desconhecido'], 'no attempt added');
  // Even brought back to today (a new principal card does that), it is not claimed.
  await t.ctx.database.query(`UPDATE subscription_charges SET next_attempt_on = current_date WHERE id = $1`, [
    lost.chargeId,
  ]);
  await sweepLater();
  assert.deepEqual((await lost.state()).attempts, ['desconhecido']);
});

test('an attempt the provider never got is charged again only once no call under its reference can land', async () => {
  const lost = await lostAttempt('Plano não enviado', { status: 'pendente' });
  await sweepLater();
  assert.deepEqual((await lost.state()).attempts, ['em_andamento'], 'a call could still land: wait');
  await backdateTransaction(t.ctx.database, lost.transactionId, 10 * 60);
  await t.ctx.database.query(
    `UPDATE subscription_charge_attempts SET lease_until = now() WHERE charge_id = $1`,
    [lost.chargeId],
  );
  await sweepLater();
  const state = await lost.state();
  assert.deepEqual(
    state.attempts,
    ['indisponivel', 'pago'],
    'given up, then charged once under a new reference',
  );
  assert.equal(state.charge.status, 'paga');
  assert.equal(state.paid.length, 1);
});
