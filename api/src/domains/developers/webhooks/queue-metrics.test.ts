import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createContext } from '../../../app-context';
import { buildApp } from '../../../app';
import { openDatabase } from '../../../platform/db/client';
import { migrate } from '../../../platform/db/migrate';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { createThrowawayPostgres, postgresBinaries } from '../../../test/throwaway-postgres';
import { waitFor } from '../../payments/testing';
import { startReceiver } from './test-receiver';

/** The value of one sample of the scrape, or null when the series is absent. */
function sample(scrape: string, series: string): number | null {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}
const QUEUE = 'pagora_outgoing_webhook_queue{measure="count"}';
const OLDEST = 'pagora_outgoing_webhook_queue{measure="oldest_seconds"}';

describe('outgoing webhook series on GET /metrics', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    receiver = await startReceiver();
    t = await createTestApp({
      developers: { ...testConfig().developers, webhookSweepMs: 50, webhookRetryDelaysMs: [60_000] },
    });
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });
  const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  test('an empty queue reads 0 rather than vanishing', async () => {
    const body = await scrape();
    assert.equal(sample(body, QUEUE), 0);
    assert.equal(sample(body, OLDEST), 0);
  });

  test("each failed attempt counts under the endpoint's id, never its URL or secret", async () => {
    const auth = await t.loginAs(DEMO_LOGINS.seller);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: auth,
      payload: { url: `${receiver.url}?token=abc123`, events: ['payment.paid'], description: 'Loja' },
    });
    const { id, secret } = created.json<{ id: string; secret: string }>();
    receiver.failNext(500);
    await t.app.inject({ method: 'POST', url: `/api/developer/webhooks/${id}/test`, headers: auth });
    const series = `pagora_outgoing_webhook_failures_total{endpoint="${id}"}`;
    const body = await waitFor(async () => {
      const s = await scrape();
      return sample(s, series) === 1 ? s : null;
    });
    assert.equal(sample(body, QUEUE), 1, 'the retry waits');
    assert.ok(!body.includes('abc123') && !body.includes(receiver.url) && !body.includes(secret));
  });
});

const BIN = postgresBinaries();

// A cluster of its own, whatever the suite's database: run once, in CI's PostgreSQL pass.
const OUTAGE_SKIP = !BIN
  ? 'needs the PostgreSQL binaries'
  : !process.env.DATABASE_URL && 'runs in the PostgreSQL pass (DATABASE_URL set)';

describe('during a database outage', { skip: OUTAGE_SKIP }, () => {
  test('the outgoing webhook gauges read 0 instead of vanishing', async () => {
    const cluster = await createThrowawayPostgres(BIN ?? '');
    cluster.start();
    const database = await openDatabase({ databaseUrl: cluster.url });
    await migrate(database);
    const app = await buildApp(createContext(testConfig({ webRoot: '/nonexistent' }), database));
    await app.ready();
    try {
      cluster.stop('fast');
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      assert.equal(res.statusCode, 200);
      assert.equal(sample(res.body, QUEUE), 0);
      assert.equal(sample(res.body, OLDEST), 0);
    } finally {
      cluster.start();
      await app.close();
      await database.close();
      cluster.destroy();
    }
  });
});
