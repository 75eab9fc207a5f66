import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openDatabase, type Database } from '../../../platform/db/client';
import { migrate } from '../../../platform/db/migrate';
import { testConfig } from '../../../test/config';
import { DEMO_LOGINS, openTestDatabase, type TestApp } from '../../../test/harness';
import { trustAppOn } from '../../activity/testing';
import { BROWSERS, loginFrom } from './test-support';

/**
 * Two API instances on one database, as behind a balancer (on PostgreSQL each with its own
 * connections and LISTEN): a session ended on one is refused by the other at once, although the
 * other had it in its cache (30 s) a moment before.
 */
let db: Awaited<ReturnType<typeof openTestDatabase>>;
let second: Database | null = null;
let a: TestApp;
let b: TestApp;

before(async () => {
  db = await openTestDatabase();
  await migrate(db.database);
  const config = testConfig({ webRoot: '/nonexistent' });
  a = await trustAppOn(db.database, config, { seed: true, listen: false });
  if (db.url) second = await openDatabase({ databaseUrl: db.url });
  b = await trustAppOn(second ?? db.database, config, { seed: false, listen: false });
});

after(async () => {
  await b.close();
  await a.close();
  await second?.close();
  await db.drop();
});

const me = (t: TestApp, auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: auth }).then((r) => r.statusCode);

/** The other instance's answer within 2 s (its cache would keep the session for 30 s). */
async function refusedSoon(t: TestApp, auth: { authorization: string }): Promise<number> {
  let status = await me(t, auth);
  for (let i = 0; i < 40 && status !== 401; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = await me(t, auth);
  }
  return status;
}

test('a session ended on one instance is refused by the other at once', async () => {
  const here = await loginFrom(a, DEMO_LOGINS.seller, { userAgent: BROWSERS.chromeWindows });
  const there = await loginFrom(a, DEMO_LOGINS.seller, { userAgent: BROWSERS.firefoxLinux });
  assert.equal(await me(b, there), 200, 'the other instance knows (and caches) the session');
  const ended = await a.app.inject({
    method: 'DELETE',
    url: `/api/seguranca/sessoes/${there.sessionId}`,
    headers: here,
  });
  assert.equal(ended.statusCode, 200, ended.body);
  assert.equal(await refusedSoon(b, there), 401);
  assert.equal(await me(b, here), 200);
});

test("'Encerrar todas' on one instance ends every session on the other too", async () => {
  const here = await loginFrom(a, DEMO_LOGINS.marketplace, { userAgent: BROWSERS.chromeWindows });
  const there = await loginFrom(a, DEMO_LOGINS.marketplace, { userAgent: BROWSERS.safariIphone });
  assert.equal(await me(b, here), 200);
  assert.equal(await me(b, there), 200);
  const res = await b.app.inject({
    method: 'POST',
    url: '/api/seguranca/sessoes/encerrar',
    headers: there,
    payload: { todas: true },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(await refusedSoon(a, here), 401);
  assert.equal(await refusedSoon(a, there), 401);
});
