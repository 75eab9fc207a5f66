import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertDocsShowMachine } from '../../../platform/state-machine/testing';
import { CHARGE_MACHINE } from './charge-lifecycle';
import {
  SUBSCRIPTION_EVENTS,
  SUBSCRIPTION_MACHINE,
  nextStatus,
  statusesAllowing,
  transition,
} from './lifecycle';

const DOCS = new URL('../../../../../docs/billing.md', import.meta.url);

describe('billing: the subscription and charge lifecycle tables', () => {
  test('docs/billing.md shows the subscriptions table the code runs (regenerate: the expected text below)', async () => {
    await assertDocsShowMachine(DOCS, SUBSCRIPTION_MACHINE);
  });

  test('docs/billing.md shows the charges table the code runs (regenerate: the expected text below)', async () => {
    await assertDocsShowMachine(DOCS, CHARGE_MACHINE);
  });

  test('the engine bills and retries only pendente, ativo and vencida; nothing moves a cancelled one', () => {
    assert.deepEqual(statusesAllowing('cycle_opened'), ['ativo', 'pendente', 'vencida']);
    assert.deepEqual(statusesAllowing('engine_attempts'), ['ativo', 'pendente', 'vencida']);
    for (const event of SUBSCRIPTION_EVENTS) assert.equal(nextStatus('cancelada', event), null, event);
    assert.throws(() => transition('cancelada', 'edited'), {
      status: 409,
      message: 'Esta assinatura está cancelada e não pode ser editada.',
    });
    assert.equal(transition('inativa', 'charge_paid'), 'ativo');
    assert.equal(nextStatus('inativa', 'charge_refused'), null, 'a stopped engine does not retry');
  });
});
