import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHARGE_STATUSES } from '../tables';
import { CHARGE_EVENTS, chargeStatusesAllowing, nextChargeStatus } from './charge-lifecycle';

/** The docs' copy of this table is checked with the subscription one's (lifecycle.test.ts). */
describe('billing: the charge lifecycle table', () => {
  test('a paid charge is final but for a reversal; a cancelled one only records money taken; the engine works open ones only', () => {
    for (const event of CHARGE_EVENTS.filter((e) => e !== 'payment_reversed'))
      assert.equal(nextChargeStatus('paga', event), null, event);
    assert.equal(nextChargeStatus('paga', 'payment_reversed'), 'aberta', 'the money never came');
    for (const event of CHARGE_EVENTS.filter((e) => e !== 'paid'))
      assert.equal(nextChargeStatus('cancelada', event), null, event);
    assert.equal(nextChargeStatus('cancelada', 'paid'), 'paga');
    assert.deepEqual(chargeStatusesAllowing('engine_attempts'), ['aberta']);
    assert.deepEqual(chargeStatusesAllowing('retry_scheduled'), ['aberta']);
    assert.deepEqual(chargeStatusesAllowing('customer_pays'), ['aberta', 'falhou']);
    assert.deepEqual(chargeStatusesAllowing('subscription_cancelled'), ['aberta', 'falhou']);
    assert.equal(nextChargeStatus('falhou', 'given_up'), null, 'given up once');
    assert.equal(nextChargeStatus('falhou', 'customer_pays'), 'aberta');
    for (const status of CHARGE_STATUSES)
      for (const event of CHARGE_EVENTS) {
        const to = nextChargeStatus(status, event);
        if (to) assert.ok(CHARGE_STATUSES.includes(to), `${status} ${event} → ${to}`);
      }
  });
});
