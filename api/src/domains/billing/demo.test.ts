import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedDemoBilling } from './demo';

let t: TestApp;
before(async () => {
  t = await createTestApp({}, { listen: true });
});
after(() => t.close());

test('demo: the customer lands on one active and one overdue subscription and two saved cards', async () => {
  await seedDemoBilling(t.ctx, t.demo);
  await t.ctx.payments.drain();
  const auth = await t.loginAs('customer@pagora.demo');
  const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json().user.id;
  const subs = (
    await t.app.inject({ method: 'GET', url: `/api/assinaturas-customer/${me}`, headers: auth })
  ).json<{ dados: Array<{ status: string; descricao: string; em_aberto: unknown }> }>().dados;
  assert.deepEqual(subs.map((s) => s.status).sort(), ['ativo', 'vencida']);
  assert.ok(subs.find((s) => s.status === 'vencida')?.em_aberto, 'the overdue one can be paid');
  assert.equal(subs.find((s) => s.status === 'ativo')?.em_aberto, null);
  const cards = (await t.app.inject({ method: 'GET', url: `/api/cartoes/${me}`, headers: auth })).json<{
    dados: Array<{ principal: boolean; final: string }>;
  }>().dados;
  assert.equal(cards.length, 2);
  assert.equal(cards.filter((c) => c.principal).length, 1);
  // Both charges are real transactions the seller sees: one refused, one paid by the customer.
  const [tx] = await t.ctx.database.query<{ paid: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE status = 'pago')::int AS paid, count(*) FILTER (WHERE status = 'falha')::int AS failed
       FROM transactions WHERE subscription_charge_id IS NOT NULL`,
  );
  assert.deepEqual(tx, { paid: 1, failed: 2 });
});
