import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../test/config';
import { TOO_MANY_PAYMENTS } from './charge-velocity';
import { CARDS, cardBody, startPaymentsApp } from './test-support';

// Card testing: a stolen list of cards tried against one link, from one address or many. Every
// payer sits behind a load balancer (TRUST_PROXY=1), so X-Forwarded-For names the address counted.
const SHIPPED = testConfig().payments.chargeLimits;
const BALANCER = '10.0.0.2';
const DECLINING = { expired: '4000 0000 0000 0069', other: '4929 7104 2663 7678' } as const;
const APPROVED_TOO = '4716 5888 3636 2104';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;

function payerOf(get: () => Env) {
  return (address: string, linkId: string, body: object, idempotencyKey?: string) =>
    get().t.app.inject({
      method: 'POST',
      url: `/api/payment/${linkId}`,
      remoteAddress: BALANCER,
      headers: {
        'x-forwarded-for': address,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: body,
    });
}

const rowsFor = async (env: Env, linkId: string) =>
  (
    await env.t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM transactions WHERE link_id = $1',
      [linkId],
    )
  )[0]?.n;

/** A card charge of the default link (150,00 in one installment) with the total the payer saw. */
const card = (number: string = CARDS.approved) => cardBody({ number, quotedTotalCents: 15_000 });
const pix = { valor: 150, paymentMethod: 'pix' };

describe('velocity limits with the shipped defaults', () => {
  let env: Env;
  before(async () => {
    env = await startPaymentsApp({ chargeLimits: SHIPPED }, {}, { trustProxy: 1 });
  });
  after(() => env.t.close());
  const pay = payerOf(() => env);

  test('a normal payer passes: two declines, another card approved, a PIX regenerated, a retry', async () => {
    const linkId = await env.newLink();
    assert.equal((await pay('203.0.113.1', linkId, card(CARDS.declined))).statusCode, 402);
    assert.equal((await pay('203.0.113.1', linkId, card(CARDS.declined))).statusCode, 402);
    const approved = await pay('203.0.113.1', linkId, card(CARDS.approved), 'payer-card-1');
    assert.equal(approved.statusCode, 200, approved.body);
    const retried = await pay('203.0.113.1', linkId, card(CARDS.approved), 'payer-card-1');
    assert.equal(retried.statusCode, 200, 'the lost answer is replayed');
    assert.deepEqual(retried.json(), approved.json());

    const pixLink = await env.newLink();
    for (let i = 0; i < 3; i += 1) {
      const code = await pay('203.0.113.1', pixLink, pix, `payer-pix-${i}`);
      assert.equal(code.statusCode, 200, `PIX code ${i + 1}: ${code.body}`);
    }
  });

  test('40 rapid declined attempts on one link: 429 well before the 40th, and the provider never sees them', async () => {
    const linkId = await env.newLink();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof pay>> | undefined;
    for (let i = 0; i < 40; i += 1) {
      const res = await pay('198.51.100.9', linkId, card(DECLINING.other));
      statuses.push(res.statusCode);
      refused ??= res.statusCode === 429 ? res : undefined;
    }
    const first = statuses.indexOf(429);
    assert.ok(first > 0 && first <= 5, `first 429 at attempt ${first + 1}: ${statuses.join(',')}`);
    assert.ok(
      statuses.slice(first).every((s) => s === 429),
      statuses.join(','),
    );
    assert.equal(await rowsFor(env, linkId), first, 'only the admitted attempts were charged');
    assert.equal(refused?.json<{ message: string }>().message, TOO_MANY_PAYMENTS);
    assert.equal(refused?.json<{ code: string }>().code, 'too_many_requests');
    const retryAfter = Number(refused?.headers['retry-after']);
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= SHIPPED.windowSeconds,
      `Retry-After ${String(refused?.headers['retry-after'])}`,
    );

    // Refused before the Idempotency-Key is claimed: the key is still free afterwards.
    const keyed = await pay('198.51.100.9', linkId, card(DECLINING.other), 'refused-key');
    assert.equal(keyed.statusCode, 429);
    const keys = await env.t.ctx.database.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [
      'refused-key',
    ]);
    assert.equal(keys.length, 0);
  });

  test('the same card is limited across two links and two addresses', async () => {
    const [linkA, linkB] = [await env.newLink(), await env.newLink()];
    const declines = [];
    for (let i = 0; i < 3; i += 1)
      declines.push((await pay('192.0.2.10', linkA, card(DECLINING.expired))).statusCode);
    assert.deepEqual(declines, [402, 402, 402]);
    const elsewhere = await pay('192.0.2.77', linkB, card(DECLINING.expired));
    assert.equal(elsewhere.statusCode, 429, elsewhere.body);
    // The card, not the link or the address: another card from there is charged.
    assert.equal((await pay('192.0.2.77', linkB, card(APPROVED_TOO))).statusCode, 200);
  });

  test('each client address behind the balancer has its own limit (PIX codes count too)', async () => {
    const linkId = await env.newLink();
    for (let i = 0; i < SHIPPED.perAddress; i += 1)
      assert.equal((await pay('203.0.113.50', linkId, pix)).statusCode, 200, `PIX ${i + 1}`);
    assert.equal((await pay('203.0.113.50', linkId, pix)).statusCode, 429);
    // A client forging its own X-Forwarded-For is still counted by the hop the balancer appended.
    assert.equal((await pay('192.0.2.1, 203.0.113.50', linkId, pix)).statusCode, 429);
    assert.equal((await pay('203.0.113.51', linkId, pix)).statusCode, 200);
  });

  test('IPv6 payers are counted per /64, so rotating addresses inside it does not help', async () => {
    const linkId = await env.newLink();
    for (let i = 0; i < SHIPPED.perAddress; i += 1)
      assert.equal((await pay(`2001:db8:1:2::${(i + 1).toString(16)}`, linkId, pix)).statusCode, 200);
    assert.equal((await pay('2001:db8:1:2:ffff::1', linkId, pix)).statusCode, 429);
    assert.equal((await pay('2001:db8:1:3::1', linkId, pix)).statusCode, 200);
  });

  test('concurrent attempts see each other: a burst cannot slip past the limit', async () => {
    const linkId = await env.newLink();
    const statuses = await Promise.all(
      Array.from({ length: SHIPPED.perAddress + 10 }, () =>
        fetch(`${env.t.baseUrl}/api/payment/${linkId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.200' },
          body: JSON.stringify(pix),
        }).then((r) => r.status),
      ),
    );
    const admitted = statuses.filter((s) => s === 200).length;
    assert.ok(admitted <= SHIPPED.perAddress, `${admitted} admitted: ${statuses.join(',')}`);
    assert.equal(admitted + statuses.filter((s) => s === 429).length, statuses.length, statuses.join(','));
    assert.equal(await rowsFor(env, linkId), admitted);
  });
});

describe('velocity limits per link, against cards and addresses that rotate', () => {
  let env: Env;
  before(async () => {
    // Only the link's limit can refuse here.
    const chargeLimits = { ...SHIPPED, perAddress: 1_000_000, perCard: 1_000_000 };
    env = await startPaymentsApp({ chargeLimits }, {}, { trustProxy: 1 });
  });
  after(() => env.t.close());
  const pay = payerOf(() => env);

  test('declines from 40 addresses and several cards stop the link, not other links', async () => {
    const linkId = await env.newLink();
    const cards = [CARDS.declined, DECLINING.other, DECLINING.expired];
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await pay(`198.18.0.${i + 1}`, linkId, card(cards[i % 3] ?? ''))).statusCode);
    const first = statuses.indexOf(429);
    const allowed = SHIPPED.perLink / SHIPPED.declineCost;
    assert.equal(first, allowed, statuses.join(','));
    assert.ok(statuses.slice(first).every((s) => s === 429));
    assert.equal(await rowsFor(env, linkId), allowed);

    const other = await env.newLink();
    assert.equal((await pay('198.18.1.1', other, card())).statusCode, 200);
  });

  test('approved payers do not use up a link: a rush of sales passes', async () => {
    const linkId = await env.newLink();
    for (let i = 0; i < SHIPPED.perLink + 5; i += 1)
      assert.equal((await pay(`198.18.2.${i + 1}`, linkId, card())).statusCode, 200, `payer ${i + 1}`);
  });
});

describe('velocity limits and the Idempotency-Key', () => {
  let env: Env;
  before(async () => {
    env = await startPaymentsApp({ chargeLimits: SHIPPED }, {}, { trustProxy: 1 });
  });
  after(() => env.t.close());
  const pay = payerOf(() => env);

  test('a lost answer retried with its key is replayed and costs an attempt, not a decline: the payer can still pay', async () => {
    const linkId = await env.newLink();
    const address = '203.0.113.7';
    // One decline on this card (5 of its 15 points), then the app retries that same request five
    // times over a flaky network: each retry is the first answer again and costs 1, not 5.
    assert.equal((await pay(address, linkId, card(DECLINING.other), 'flaky-1')).statusCode, 402);
    for (let i = 0; i < 5; i += 1) {
      const again = await pay(address, linkId, card(DECLINING.other), 'flaky-1');
      assert.equal(again.statusCode, 402, `retry ${i + 1}: ${again.body}`);
    }
    // 10 points so far: room for another try (were each replay a decline, 30 would refuse it).
    const next = await pay(address, linkId, card(DECLINING.other), 'flaky-2');
    assert.equal(next.statusCode, 402, next.body);
  });
});
