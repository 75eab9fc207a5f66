import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { PaymentProvider } from '../gateway';
import { startPaymentsApp } from './test-support';
import { retryPendingWebhooks, UNKNOWN_CHARGE_ATTEMPTS, UNKNOWN_CHARGE_PER_SWEEP } from './webhooks';

// Events for charges nobody knows (a leaked webhook secret, or the provider's events for charges
// made elsewhere) must not become a flood of reads at the provider, whose rate limit our own
// charges share. The sweep is run by hand here (the job queue is stopped) to count each run's reads.
type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
let reads = 0;
before(async () => {
  env = await startPaymentsApp();
  await env.t.ctx.jobs.stop();
  const payments = env.t.ctx.gateway;
  const real = payments.provider;
  const counting = new Proxy(real, {
    get: (target, prop, receiver): unknown =>
      prop === 'getCharge'
        ? (id: string) => {
            reads += 1;
            return target.getCharge(id);
          }
        : Reflect.get(target, prop, receiver),
  }) satisfies PaymentProvider;
  payments.connect(payments.apiUrl ?? '', counting);
});
after(() => env.t.close());

const pending = async () =>
  (
    await env.t.ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_events WHERE processed_at IS NULL',
    )
  )[0]?.n ?? 0;

/** Time passes: every retry delay is over. */
const makeDue = () =>
  env.t.ctx.database.query(
    `UPDATE webhook_events SET lease_until = now() - interval '1 second',
       received_at = received_at - interval '10 minutes' WHERE processed_at IS NULL`,
  );

test('a flood of webhooks for unknown charges: a few reads each, a few per sweep, then given up', async () => {
  const flood = 30;
  const url = `/api/webhooks/zoop/${encodeURIComponent(env.t.ctx.config.payments.webhookSecret)}`;
  for (let i = 0; i < flood; i += 1) {
    const res = await env.t.app.inject({
      method: 'POST',
      url,
      payload: {
        id: randomBytes(16).toString('hex'),
        resource: 'event',
        type: 'transaction.succeeded',
        payload: {
          object: { id: randomBytes(16).toString('hex'), resource: 'transaction', status: 'succeeded' },
        },
      },
    });
    assert.equal(res.statusCode, 200);
  }
  await env.t.ctx.tasks.drain();
  assert.equal(reads, flood, 'one look each on arrival');

  let sweeps = 0;
  while ((await pending()) > 0 && sweeps < 50) {
    await makeDue();
    const before = reads;
    await retryPendingWebhooks(env.t.ctx);
    sweeps += 1;
    assert.ok(reads - before <= UNKNOWN_CHARGE_PER_SWEEP, `sweep ${sweeps} read ${reads - before} charges`);
  }
  assert.equal(await pending(), 0, 'every unknown charge was given up');
  assert.ok(UNKNOWN_CHARGE_ATTEMPTS <= 3);
  assert.equal(reads, flood * UNKNOWN_CHARGE_ATTEMPTS, `${reads} provider reads for ${flood} events`);
  const outcomes = await env.t.ctx.database.query<{ outcome: string; attempts: number }>(
    'SELECT DISTINCT outcome, attempts FROM webhook_events',
  );
  assert.deepEqual(outcomes, [{ outcome: 'unknown_charge', attempts: UNKNOWN_CHARGE_ATTEMPTS }]);
});
