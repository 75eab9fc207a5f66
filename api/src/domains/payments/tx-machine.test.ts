import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertDocsShowMachine, assertMachineWhole } from '../../platform/state-machine/testing';
import { claimRefund } from './refund-claim';
import { recordRefund } from './status-updates';
import { cardBody, startPaymentsApp } from './test-support';
import { txMachine } from './tx-machine';

const docs = new URL('../../../../docs/payments.md', import.meta.url);

test('docs/payments.md shows the transaction machine as the code runs it', async () => {
  await assertDocsShowMachine(docs, txMachine);
});

test('the transaction machine is whole; a refund or chargeback never leaves the two of them', () => {
  assertMachineWhole(txMachine, []);
  for (const from of ['estornada', 'chargeback'] as const)
    for (const event of txMachine.eventNames) {
      const to = txMachine.next(from, event);
      assert.ok(to === null || to === 'estornada' || to === 'chargeback', `${from} --${event}--> ${to}`);
    }
});

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

async function paidCard() {
  const linkId = await env.newLink({ amount: '80,00' });
  const res = await env.pay(linkId, cardBody());
  assert.equal(res.statusCode, 200, res.body);
  const { id } = res.json<{ data: { data: { id: string } } }>().data.data;
  return { id, providerId: String((await env.tx(id))?.provider_id) };
}

test('a refund finished after the sale was charged back counts the money but leaves chargeback', async () => {
  const { id, providerId } = await paidCard();
  // The refund is claimed while the sale is paid; its answer is recorded only after the bank's
  // chargeback came in (the sweep finishing a refund whose answer was lost).
  const claim = await claimRefund(env.t.ctx, id, `late-${id}`, undefined, null);
  assert.equal(claim.kind, 'new');
  for (const step of ['dispute', 'dispute/lose']) {
    assert.equal((await env.control('POST', `/transactions/${providerId}/${step}`)).status, 200);
    await env.settle();
  }
  assert.equal((await env.tx(id))?.status, 'chargeback');

  if (claim.kind === 'new') await recordRefund(env.t.ctx, claim.refund.id, null);
  const row = await env.tx(id);
  assert.deepEqual([row?.status, Number(row?.refunded_cents)], ['chargeback', 8_000]);
});
