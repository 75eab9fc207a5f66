import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sandboxCall, waitFor } from '../payments/testing';
import { boletoKit, type BoletoKit } from './test-boleto-kit';

/**
 * Issue 24: with the job queue running and no billing timer (BILLING_SWEEP_MS=0), a boleto
 * subscription created for today gets its boleto from the kick alone, and the boleto paid at the
 * sandbox settles its charge at once: the paid status's event kicks the engine, nobody waits a sweep.
 */
describe('billing: a boleto paid is settled without waiting for the timer', () => {
  let k: BoletoKit;
  before(async () => {
    k = await boletoKit({ jobs: true });
  });
  after(() => k.close());

  test('issued on the creation kick; paid at the sandbox: charge paga, subscription ativo', async () => {
    const sub = await k.subscribe(k.today);
    const [boleto] = await waitFor(async () => {
      const rows = await k.boletosOf(sub.id);
      return rows.length > 0 && rows;
    });
    assert.equal(boleto?.status, 'pendente');
    await waitFor(async () => (await k.chargeOf(sub.id))?.next === null);
    const paid = await k.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${boleto!.id}` });
    assert.equal(paid.statusCode, 202, paid.body);
    await sandboxCall(k.t, 'POST', '/_control/webhooks/flush');
    await waitFor(async () => (await k.chargeOf(sub.id))?.status === 'paga');
    assert.equal(await k.statusOf(sub.id), 'ativo');
  });
});
