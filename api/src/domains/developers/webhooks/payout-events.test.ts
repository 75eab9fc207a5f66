import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { webhookEventBodySchema } from '@pagora/shared/contracts';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { waitFor } from '../../payments/testing';
import { cardSale, idSellerOf, moveClock, readyAccount } from '../../payouts/testing';
import { startReceiver } from './test-receiver';

type Auth = { authorization: string };
type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type PayoutEvent = {
  type: string;
  data: {
    object: {
      id: string;
      sellerId: string;
      amount: number;
      currency: string;
      status: string;
      failureReason: string | null;
      bankAccount: { bankName: string; accountNumberLast4: string };
      createdAt: string;
      paidAt: string | null;
    };
    sequence: number;
  };
};
type Owner = 'seller' | 'marketplace' | 'sibling';
type Endpoint = { receiver: Receiver; id: string; secret: string };
type HistoryPayout = {
  id: string;
  sellerId: string;
  bankAccount: { bankName: string; accountNumberLast4: string };
};

describe('payout events: payout.paid and payout.failed to the seller and its marketplace', () => {
  let t: TestApp;
  let seller: Auth;
  let sibling: Auth;
  const endpoints = new Map<Owner, Endpoint>();

  before(async () => {
    t = await createTestApp(
      { developers: { ...testConfig().developers, webhookSweepMs: 50 } },
      { listen: true },
    );
    seller = await t.loginAs(DEMO_LOGINS.seller);
    // Bruno sells in the same marketplace: a neighbour, not a party to Ana's payouts.
    sibling = await t.loginAs('bruno@pagora.demo');
    const owners: [Owner, Auth][] = [
      ['seller', seller],
      ['marketplace', await t.loginAs(DEMO_LOGINS.marketplace)],
      ['sibling', sibling],
    ];
    for (const [name, auth] of owners) {
      const receiver = await startReceiver();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/developer/webhooks',
        headers: auth,
        payload: { url: receiver.url, events: ['payout.paid', 'payout.failed'] },
      });
      assert.equal(res.statusCode, 201, res.body);
      endpoints.set(name, { receiver, ...res.json<{ id: string; secret: string }>() });
    }
    await readyAccount(t, seller);
    await cardSale(t, await idSellerOf(t, DEMO_LOGINS.seller), 10_000);
    await moveClock(t, seller, 31); // the sale's receivable becomes available
  });
  after(async () => {
    await t.close();
    for (const { receiver } of endpoints.values()) await receiver.close();
  });

  /** The verified events about one payout at one endpoint, once `count` arrived. */
  const eventsAt = (name: Owner, payoutId: string, count = 1) =>
    waitFor(async () => {
      const { receiver, secret } = endpoints.get(name)!;
      const mine = receiver.received
        .map((r) => new Webhook(secret).verify(r.body, r.headers) as PayoutEvent)
        .filter((e) => e.data.object.id === payoutId);
      return mine.length >= count && mine;
    });
  const sacar = async (amountCents: number, key: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: { ...seller, 'idempotency-key': key },
      payload: { amountCents },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ id: string }>().id;
  };
  const historyOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/payouts', headers: seller }))
      .json<{ data: HistoryPayout[] }>()
      .data.find((p) => p.id === id)!;

  test('a paid payout sends a signed payout.paid to the seller and to its marketplace', async () => {
    const id = await sacar(1_000, 'paid');
    await moveClock(t, seller, 1); // the bank pays pending transfers the next day
    const [event] = await eventsAt('seller', id);
    const shown = await historyOf(id);
    assert.equal(event!.type, 'payout.paid');
    webhookEventBodySchema('payout.paid').parse(event);
    assert.equal(event!.data.sequence, 1);
    const { createdAt, paidAt, ...rest } = event!.data.object;
    assert.deepEqual(rest, {
      id,
      object: 'payout',
      sellerId: shown.sellerId,
      amount: 1_000,
      currency: 'BRL',
      status: 'pago',
      failureReason: null,
      bankAccount: { bankName: shown.bankAccount.bankName, accountNumberLast4: '3456' },
    });
    assert.ok(Date.parse(createdAt) <= Date.parse(paidAt!));
    const [toMarketplace] = await eventsAt('marketplace', id);
    assert.equal(toMarketplace!.type, 'payout.paid');
  });

  test('a failed payout sends payout.failed with the reason', async () => {
    const id = await sacar(500, 'to-fail');
    const [row] = await t.ctx.database.query<{ provider_transfer_id: string }>(
      'SELECT provider_transfer_id FROM payouts WHERE id = $1',
      [id],
    );
    const fail = await fetch(
      `${t.baseUrl}/zoop-sandbox/_control/transfers/${row!.provider_transfer_id}/fail`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ reason: 'Conta encerrada' }),
      },
    );
    assert.equal(fail.status, 200);
    const [event] = await eventsAt('seller', id);
    assert.equal(event!.type, 'payout.failed');
    assert.equal(event!.data.object.status, 'falhou');
    assert.equal(event!.data.object.failureReason, 'Conta encerrada');
    assert.equal(event!.data.object.paidAt, null);
    assert.equal((await eventsAt('marketplace', id))[0]!.type, 'payout.failed');
  });

  test("another seller's endpoint, subscribed to both, gets nothing", async () => {
    const { receiver, id } = endpoints.get('sibling')!;
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/developer/webhooks/${id}/deliveries`,
      headers: sibling,
    });
    assert.equal(log.statusCode, 200, log.body);
    assert.deepEqual(log.json<{ dados: unknown[] }>().dados, []);
    assert.deepEqual(receiver.received, []);
  });
});
