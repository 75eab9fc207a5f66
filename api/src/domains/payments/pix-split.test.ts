import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cardBody, startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

type Logged = { method: string; path: string; body: { reference_id?: string; split_rules?: unknown } | null };

/** The charge requests the adapter sent to the sandbox under our transaction id. */
async function sentFor(transactionId: string): Promise<Logged> {
  const { requests } = (await env.control('GET', '/requests')).json as { requests: Logged[] };
  const sent = requests.find(
    (r) =>
      r.method === 'POST' && r.path.startsWith('/transactions') && r.body?.reference_id === transactionId,
  );
  assert.ok(sent, `no charge request for ${transactionId}`);
  return sent;
}

test('a PIX on a link with a split sends the same split rules as a card (issue 36)', async () => {
  const bruno = env.t.demo.sellers.find((s) => s.seller.email === 'bruno@pagora.demo')?.seller;
  assert.ok(bruno);
  const linkId = await env.newLink({
    amount: '100,00',
    splitPayments: [{ recipient: bruno.id, percentage: 25, liable: true, charge_processing_fee: false }],
  });
  const pix = await env.pay(linkId, { paymentMethod: 'pix', valor: 100 });
  assert.equal(pix.statusCode, 200, pix.body);
  const card = await env.pay(linkId, cardBody());
  assert.equal(card.statusCode, 200, card.body);

  const pixSplit = (await sentFor(pix.json<{ id: string }>().id)).body?.split_rules;
  const cardSplit = (await sentFor(card.json<{ data: { data: { id: string } } }>().data.data.id)).body
    ?.split_rules;
  assert.ok(Array.isArray(cardSplit) && cardSplit.length === 1, JSON.stringify(cardSplit));
  assert.deepEqual(pixSplit, cardSplit);
  assert.equal((cardSplit[0] as { recipient: string }).recipient, bruno.idSeller);
});
