import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { SUBSCRIPTION_EVENTS, nextStatus, statusesAllowing, transition } from './lifecycle';
import { chargeLifecycleDocs, generatedPart, lifecycleDocs } from './lifecycle-docs';

const DOCS = new URL('../../../../../docs/billing.md', import.meta.url);
/** Prettier pads the table's cells and dashes: compare what they say, not how they are aligned. */
const normalized = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/-{3,}/g, '-').replace(/\s+/g, ' ').trim())
    .join('\n');

describe('billing: the subscription and charge lifecycle tables', () => {
  for (const [which, docs] of [
    ['subscriptions', lifecycleDocs],
    ['charges', chargeLifecycleDocs],
  ] as const)
    test(`docs/billing.md shows the ${which} table the code runs (regenerate: the expected text below)`, async () => {
      const part = generatedPart(await readFile(DOCS, 'utf8'), which);
      assert.ok(part, `docs/billing.md lost its ${which} lifecycle markers`);
      assert.equal(normalized(part), normalized(docs()), `expected in docs/billing.md:\n${docs()}`);
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
