import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { emitWebhookEvent, type NewWebhookEvent } from './events';

const payout = {
  id: 'p1',
  object: 'payout',
  sellerId: 's1',
  amount: 1_000,
  currency: 'BRL',
  status: 'pago',
  failureReason: null,
  bankAccount: { bankName: 'Banco', accountNumberLast4: '3456' },
  createdAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
} as const;
const owner = { marketplaceId: null, sellerId: null, objectId: 'p1' };

/** Never run: `tsc` (the CI's typecheck) fails when an `@ts-expect-error` below stops being an error. */
export function typedEmits(): NewWebhookEvent[] {
  return [
    { type: 'payout.paid', object: payout, ...owner },
    // @ts-expect-error a type not in the list
    { type: 'payout.sent', object: payout, ...owner },
    // @ts-expect-error payouts name their money `amount`, as /v1 does
    { type: 'payout.failed', object: { ...payout, amount: undefined, amountCents: 1_000 }, ...owner },
    // @ts-expect-error a payout is not a subscription's object
    { type: 'subscription.canceled', object: payout, ...owner },
  ];
}

describe('outgoing webhook events: one schema per type', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('an object its type refuses is not written: the emit fails, no event, no delivery', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: seller,
      payload: { url: 'http://127.0.0.1:9/hook', events: ['payout.paid'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const sellerId = t.demo.sellers[0]!.seller.id;
    const untyped = { ...payout, amount: undefined, amountCents: 1_000 };
    const event = { type: 'payout.paid', object: untyped, ...owner, sellerId } as unknown as NewWebhookEvent;
    await assert.rejects(t.ctx.db.transaction((tx) => emitWebhookEvent(tx, event)));
    const [row] = await t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM outbound_webhook_events',
    );
    assert.equal(row!.n, 0);
  });
});
