import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedDemoBilling } from './demo';
import { runBillingSweep } from './engine';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
before(async () => {
  t = await createTestApp({}, { listen: true });
});
after(() => t.close());

test('demo: one active and one overdue subscription, the approving card principal; still so a week on', async () => {
  await seedDemoBilling(t.ctx, t.demo);
  await t.ctx.tasks.drain();
  const auth = await t.loginAs('customer@pagora.demo');
  const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json().user.id;
  const subscriptions = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/assinaturas-customer/${me}`, headers: auth })).json<{
      dados: Array<{
        status: string;
        descricao: string;
        em_aberto: unknown;
        plano: { nome: string };
        vendedor: { nome: string };
      }>;
    }>().dados;
  const subs = await subscriptions();
  assert.deepEqual(subs.map((s) => s.status).sort(), ['ativo', 'vencida']);
  // The customer's screen names the plan and the seller: it never has to show their raw ids.
  assert.deepEqual(subs.map((s) => [s.plano.nome, s.vendedor.nome]).sort(), [
    ['Clube do Café', 'Ana Souza Artesanato'],
    ['Plano Premium', 'Ana Souza Artesanato'],
  ]);
  assert.ok(subs.find((s) => s.status === 'vencida')?.em_aberto, 'the overdue one can be paid');
  assert.equal(subs.find((s) => s.status === 'ativo')?.em_aberto, null);
  const cards = (await t.app.inject({ method: 'GET', url: `/api/cartoes/${me}`, headers: auth })).json<{
    dados: Array<{ principal: boolean; final: string }>;
  }>().dados;
  assert.deepEqual(
    cards.map((c) => [c.final, c.principal]),
    [
      ['5497', true],
      ['0087', false],
    ],
    'the approving card is the principal one: the active subscription renews on it',
  );
  // Both charges are real transactions the seller sees: one refused, one paid.
  const [tx] = await t.ctx.database.query<{ paid: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE status = 'pago')::int AS paid, count(*) FILTER (WHERE status = 'falha')::int AS failed
       FROM transactions WHERE subscription_charge_id IS NOT NULL`,
  );
  assert.deepEqual(tx, { paid: 1, failed: 1 });
  // Left running (or started fresh and looked at) days later, the overdue one waits for the visitor:
  // not retried into ativo on the principal card, not given up as inativa after the retry days.
  for (const days of [1, 3, 7, 8]) await runBillingSweep(t.ctx, new Date(Date.now() + days * DAY));
  assert.deepEqual((await subscriptions()).map((s) => s.status).sort(), ['ativo', 'vencida']);
});

test('demo: a shutdown during the first start stops the seeder instead of waiting on a charge', async () => {
  // The seeder waits for each charge to settle; once the process drains, the sandbox it waits on
  // is going down with it, and the shutdown waited for the seeder past its deadline (exit 1).
  const draining = await createTestApp({}, { listen: true });
  try {
    draining.ctx.lifecycle.draining = true;
    await seedDemoBilling(draining.ctx, draining.demo);
    await draining.ctx.tasks.drain();
    const plans = await draining.ctx.database.query<{ nome: string; subscriptions: number }>(
      `SELECT p.nome, (SELECT count(*)::int FROM subscriptions s WHERE s.plano_id = p.id) AS subscriptions
         FROM recurrence_plans p ORDER BY p.nome`,
    );
    // It stopped waiting on the first charge: the second subscription was never made.
    assert.deepEqual(plans, [
      { nome: 'Clube do Café', subscriptions: 0 },
      { nome: 'Plano Premium', subscriptions: 1 },
    ]);
  } finally {
    await draining.close();
  }
});
