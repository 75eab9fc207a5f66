import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CARDS, cardBody, startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

const rowsFor = async (linkId: string) =>
  (
    await env.t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE link_id = $1',
      [linkId],
    )
  )[0]?.n;
const chargesFor = async (referenceId: string) =>
  (
    (await env.zoop('GET', `/transactions?reference_id=${referenceId}`)).json.items as Array<{
      reference_id: string;
    }>
  ).filter((t) => t.reference_id === referenceId).length;

test('same key and body: the first answer again, one charge (PIX and a card decline)', async () => {
  const linkId = await env.newLink({ amount: '30,00' });
  const first = await env.pay(linkId, { valor: 30, paymentMethod: 'pix' }, 'pix-key-1');
  const second = await env.pay(linkId, { valor: '30,00', paymentMethod: 'pix' }, 'pix-key-1');
  assert.equal(first.statusCode, 200);
  assert.equal(second.statusCode, 200);
  assert.deepEqual(second.json(), first.json(), 'the same amount written another way is the same request');
  assert.equal(await rowsFor(linkId), 1);
  assert.equal(await chargesFor(first.json<{ id: string }>().id), 1);

  const declined = await env.pay(linkId, cardBody({ number: CARDS.declined }), 'card-key-1');
  const again = await env.pay(linkId, cardBody({ number: CARDS.declined }), 'card-key-1');
  assert.equal(declined.statusCode, 402);
  assert.equal(again.statusCode, 402);
  assert.deepEqual(again.json(), declined.json());
  assert.equal(await rowsFor(linkId), 2);
});

test('same key with another body: 422, nothing charged', async () => {
  const linkId = await env.newLink({ amount: '30,00', parcelasSemJuros: 3 });
  const first = await env.pay(linkId, cardBody({ installments: 1 }), 'card-key-2');
  assert.equal(first.statusCode, 200);
  const other = await env.pay(linkId, cardBody({ installments: 2 }), 'card-key-2');
  assert.equal(other.statusCode, 422);
  assert.equal(other.json<{ code: string }>().code, 'idempotency_key_reused');
  assert.equal(await rowsFor(linkId), 1);
  const bad = await env.pay(linkId, cardBody(), 'x'.repeat(300));
  assert.equal(bad.statusCode, 400);
});

test('fifty parallel identical requests: one charge; the others replay it or get 409', async () => {
  const linkId = await env.newLink({ amount: '99,90' });
  // Keep the first request in flight at the provider while the others arrive.
  await env.control('PUT', '/faults', { api: { delayMs: 300, method: 'POST' } });
  try {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        env.payOverHttp(linkId, cardBody(), 'parallel-key').then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { data?: { data: { id: string } } },
        })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    assert.ok(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    );
    assert.ok(statuses.includes(409), 'concurrent duplicates are told the first is in flight');
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.data?.data.id));
    assert.equal(ids.size, 1);
    assert.equal(await rowsFor(linkId), 1);
    assert.equal(await chargesFor([...ids][0] ?? ''), 1);
  } finally {
    await env.control('PUT', '/faults', { api: {} });
  }
  const replay = await env.pay(linkId, cardBody(), 'parallel-key');
  assert.equal(replay.statusCode, 200);
  assert.equal(await rowsFor(linkId), 1);
});

test('a PIX refused for its amount does not use up the key: the corrected retry is charged', async () => {
  const linkId = await env.newLink({ amount: '45,00' });
  const wrong = await env.pay(linkId, { valor: 40, paymentMethod: 'pix' }, 'pix-key-amount');
  assert.equal(wrong.statusCode, 422);
  assert.equal(wrong.json<{ code: string }>().code, 'amount_mismatch');
  assert.equal(await rowsFor(linkId), 0);
  const right = await env.pay(linkId, { valor: 45, paymentMethod: 'pix' }, 'pix-key-amount');
  assert.equal(right.statusCode, 200, right.body);
  assert.equal(right.json<{ valor: number }>().valor, 45);
  assert.equal(await rowsFor(linkId), 1);
});
