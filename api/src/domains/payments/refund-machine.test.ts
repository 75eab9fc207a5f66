import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertDocsShowMachine, assertMachineWhole } from '../../platform/state-machine/testing';
import { claimRefund } from './refund-claim';
import { moveRefund, refundMachine } from './refund-machine';
import { recordRefund } from './status-updates';
import { cardBody, startPaymentsApp } from './test-support';

test('docs/payments.md shows the refund machine as the code runs it', async () => {
  await assertDocsShowMachine(new URL('../../../../docs/payments.md', import.meta.url), refundMachine);
  assertMachineWhole(refundMachine, ['done', 'failed']);
});

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

const refundRow = async (id: string) =>
  (
    await env.t.ctx.database.query<{ state: string; failure: string | null }>(
      'SELECT state, failure FROM refunds WHERE id = $1',
      [id],
    )
  )[0];

test('a refund recorded done is never failed afterwards, nor recorded twice', async () => {
  const linkId = await env.newLink({ amount: '45,00' });
  const paid = await env.pay(linkId, cardBody());
  assert.equal(paid.statusCode, 200, paid.body);
  const { id } = paid.json<{ data: { data: { id: string } } }>().data.data;
  const claim = await claimRefund(env.t.ctx, id, `done-${id}`, undefined, null);
  assert.ok(claim.kind === 'new');
  assert.ok(await recordRefund(env.t.ctx, claim.refund.id, null));

  // The sweep giving up on it, or a request's void error, arriving after it was recorded.
  assert.equal(await moveRefund(env.t.ctx.db, claim.refund.id, 'not_found_at_provider'), null);
  assert.equal(await moveRefund(env.t.ctx.db, claim.refund.id, 'provider_refused'), null);
  assert.deepEqual(await refundRow(claim.refund.id), { state: 'done', failure: null });
  assert.equal(await recordRefund(env.t.ctx, claim.refund.id, null), null);
  assert.equal(Number((await env.tx(id))?.refunded_cents), 4_500);
});
