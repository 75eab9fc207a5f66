import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { SUBSCRIPTION_EVENTS, nextStatus, statusesAllowing, transition } from './lifecycle';
import { generatedPart, lifecycleDocs } from './lifecycle-docs';

const DOCS = new URL('../../../../../docs/billing.md', import.meta.url);
/** Prettier pads the table's cells and dashes: compare what they say, not how they are aligned. */
const normalized = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/-{3,}/g, '-').replace(/\s+/g, ' ').trim())
    .join('\n');

describe('billing: the subscription lifecycle table', () => {
  test('docs/billing.md shows the table the code runs (regenerate: the expected text below)', async () => {
    const page = await readFile(DOCS, 'utf8');
    const part = generatedPart(page);
    assert.ok(part, 'docs/billing.md lost its lifecycle markers');
    assert.equal(
      normalized(part),
      normalized(lifecycleDocs()),
      `expected in docs/billing.md:\n${lifecycleDocs()}`,
    );
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
