import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { enqueueMail } from './index';

/** The value of one sample of the scrape, or null when the series is absent. */
function sample(scrape: string, series: string): number | null {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

/**
 * Issue 35 item 18: the mail queue's gauges read 0 when the queue is empty and when the database
 * cannot be read, instead of vanishing from `/metrics` (and every alert on them with it).
 */
describe('the mail queue gauges on /metrics', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close().catch(() => undefined));

  const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  test('an empty queue reads 0; a queued message counts', async () => {
    await t.ctx.database.exec(`DELETE FROM mail_outbox`);
    const empty = await scrape();
    assert.equal(sample(empty, 'pagora_mail_queue{measure="count"}'), 0);
    assert.equal(sample(empty, 'pagora_mail_queue{measure="oldest_seconds"}'), 0);
    await t.ctx.db.transaction((tx) =>
      enqueueMail(tx, {
        kind: 'password_reset',
        to: 'fila@cliente.test',
        eventKey: 'queue-metrics-1',
        data: { nome: 'Ana', validMinutes: 30 },
      }),
    );
    assert.equal(sample(await scrape(), 'pagora_mail_queue{measure="count"}'), 1);
  });

  test('with the database unreachable the gauges read 0, not nothing', async () => {
    await t.ctx.database.close();
    const down = await scrape();
    assert.equal(sample(down, 'pagora_mail_queue{measure="count"}'), 0, down);
    assert.equal(sample(down, 'pagora_mail_queue{measure="oldest_seconds"}'), 0);
  });
});
