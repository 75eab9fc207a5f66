import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { saoPauloInstant, saoPauloWallClock } from '@pagora/shared';
import { createTestApp, type TestApp } from '../../test/harness';
import { paymentLinksView, seedDemoLinks } from '../links';
import { demoHistory } from './demo-history';
import { seedDemoTransactions } from './demo-transactions';

let t: TestApp;
before(async () => {
  t = await createTestApp();
  await seedDemoLinks(t.ctx, t.demo);
});
after(() => t.close());

test('demo history: twelve months, every status, both methods, installments and splits, for both marketplaces', async () => {
  const started = Date.now();
  await seedDemoTransactions(t.ctx, t.demo);
  const ms = Date.now() - started;
  assert.ok(ms < 20_000, `seeded in ${ms} ms`);
  const q = <T extends Record<string, unknown>>(sql: string) => t.ctx.database.query<T>(sql);
  const statuses = (await q<{ status: string }>('SELECT DISTINCT status FROM transactions'))
    .map((r) => r.status)
    .sort();
  assert.deepEqual(statuses, [
    'estornada',
    'expirada',
    'falha',
    'pago',
    'pendente',
    'pendente_pix',
    'rejeitada',
  ]);
  const methods = (await q<{ method: string }>('SELECT DISTINCT method FROM transactions'))
    .map((r) => r.method)
    .sort();
  assert.deepEqual(methods, ['credit_card', 'pix']);
  const [span] = await q<{ months: number; marketplaces: number; sellers: number }>(
    `SELECT count(DISTINCT date_trunc('month', created_at))::int AS months, count(DISTINCT marketplace_id)::int AS marketplaces,
            count(DISTINCT seller_id)::int AS sellers FROM transactions`,
  );
  assert.ok((span?.months ?? 0) >= 12, `months: ${span?.months}`);
  assert.equal(span?.marketplaces, 2);
  assert.equal(span?.sellers, 3);
  const [mix] = await q<{ multi: number; split: number; late: number; bad: number }>(
    `SELECT count(*) FILTER (WHERE installments > 1)::int AS multi,
            count(*) FILTER (WHERE jsonb_array_length(split_rules) > 0)::int AS split,
            count(*) FILTER (WHERE late_payment)::int AS late,
            count(*) FILTER (WHERE net_cents <> amount_cents - fees_cents OR created_at > now())::int AS bad
     FROM transactions`,
  );
  assert.ok((mix?.multi ?? 0) > 20 && (mix?.split ?? 0) > 0 && (mix?.late ?? 0) > 0, JSON.stringify(mix));
  assert.equal(mix?.bad, 0);
  assert.equal(mix?.late, 2);

  // The screens tell a story every month: each marketplace shows every settled status, both
  // methods and a partial refund in each of the last twelve Sao Paulo months; this month too,
  // however little of it has passed, but for its first 21 minutes (demo-history.ts, forcedAge).
  const gaps = await q<{ m: string; nome: string }>(
    `WITH months AS (SELECT generate_series(tx_month(now()) - interval '11 months', tx_month(now() - interval '21 minutes'), interval '1 month')::date AS m),
     cells AS (
       SELECT months.m, mk.nome,
         (SELECT count(DISTINCT t.status) FROM transactions t WHERE t.marketplace_id = mk.id AND tx_month(t.created_at) = months.m
            AND t.status IN ('pago', 'pendente', 'falha', 'rejeitada', 'estornada', 'expirada')) AS statuses,
         (SELECT count(DISTINCT t.method) FROM transactions t WHERE t.marketplace_id = mk.id AND tx_month(t.created_at) = months.m) AS methods,
         (SELECT count(*) FROM transactions t WHERE t.marketplace_id = mk.id AND tx_month(t.created_at) = months.m
            AND t.status = 'pago' AND t.refunded_cents BETWEEN 1 AND t.amount_cents - 1) AS partial
       FROM months CROSS JOIN marketplaces mk)
     SELECT m::text, nome FROM cells WHERE statuses < 6 OR methods < 2 OR partial < 1 ORDER BY 1, 2`,
  );
  assert.deepEqual(gaps, []);
  const [refunds] = await q<{ wrong: number }>(
    `SELECT count(*) FILTER (WHERE status = 'estornada' AND refunded_cents <> amount_cents)::int AS wrong FROM transactions`,
  );
  assert.equal(refunds?.wrong, 0);
});

test('with the sandbox, the demo also charges the checkout’s way: a card in 2x paid, a card declined, two PIX', async () => {
  const live = await createTestApp({}, { listen: true });
  try {
    await seedDemoLinks(live.ctx, live.demo);
    await seedDemoTransactions(live.ctx, live.demo);
    // The live charges start once the provider is ready, as background work.
    await live.ctx.gateway.ready;
    await new Promise((resolve) => setImmediate(resolve));
    await live.ctx.tasks.drain();
    const rows = await live.ctx.database.query<{ method: string; status: string; installments: number }>(
      `SELECT method, status, installments FROM transactions WHERE provider <> 'demo' ORDER BY created_at, method`,
    );
    assert.deepEqual(
      rows.filter((r) => r.method === 'credit_card').map((r) => [r.status, r.installments]),
      [
        ['pago', 2],
        ['falha', 1],
      ],
    );
    assert.equal(rows.filter((r) => r.method === 'pix').length, 2);
  } finally {
    await live.close();
  }
});

test("this month's story fits however little of it has passed: at 00:30 on the 1st, and mid-month", async () => {
  const { seller } = t.demo.sellers[0]!;
  const links = await t.ctx.db
    .select()
    .from(paymentLinksView)
    .where(eq(paymentLinksView.sellerId, seller.id));
  for (const at of [
    saoPauloInstant(2026, 12, 1, 0, 30, 0),
    saoPauloInstant(2026, 12, 1, 3, 0, 0),
    saoPauloInstant(2026, 11, 15, 12, 0, 0),
  ]) {
    const now = at.getTime();
    const month = saoPauloWallClock(at).month;
    const rows = demoHistory({ seller, links, rates: [], seed: 7, now }).filter(
      (r) => saoPauloWallClock(r.createdAt!).month === month,
    );
    const label = at.toISOString();
    assert.ok(
      rows.every((r) => r.createdAt!.getTime() <= now),
      label,
    );
    assert.deepEqual(
      [...new Set(rows.map((r) => r.status))].filter((s) => s !== 'pendente_pix').sort(),
      ['estornada', 'expirada', 'falha', 'pago', 'pendente', 'rejeitada'],
      label,
    );
    assert.deepEqual([...new Set(rows.map((r) => r.method))].sort(), ['credit_card', 'pix'], label);
    assert.ok(
      rows.some((r) => r.status === 'pago' && (r.refundedCents ?? 0) > 0),
      `${label}: a partial refund`,
    );
  }
});
