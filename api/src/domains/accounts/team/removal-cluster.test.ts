import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createContext } from '../../../app-context';
import { buildApp } from '../../../app';
import { migrate } from '../../../platform/db/migrate';
import { testConfig } from '../../../test/config';
import { DEMO_LOGINS, loginOn, openTestDatabase, type TestApp } from '../../../test/harness';
import { startApiProcess, type ApiProcess } from '../../../test/instances';
import { seedDemoAccounts } from '../../demo';
import { addTeamMember } from '../testing';
import { addTeamRoutes } from './test-support';

/**
 * Two API instances on one PostgreSQL: the owner removes a member on A while B holds the member's
 * session in its cache (30 s otherwise); B refuses the member's token right after.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let a: TestApp;
let b: ApiProcess;

before(async () => {
  if (SKIP) return;
  db = await openTestDatabase();
  await migrate(db.database);
  const ctx = createContext(testConfig({ webRoot: '/nonexistent' }), db.database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx);
  await addTeamRoutes(app);
  await app.ready();
  a = { app, ctx, demo, baseUrl: '', loginAs: loginOn(app), close: () => app.close() };
  b = await startApiProcess({ DATABASE_URL: db.url ?? '', PAYMENT_PROVIDER: 'sandbox' });
});

after(async () => {
  if (SKIP) return;
  b.child.removeAllListeners('exit');
  b.child.kill('SIGTERM');
  await new Promise((resolve) => b.child.once('exit', resolve));
  await a.close();
  await db.drop();
});

test('a member removed on one instance is refused at once by the other', { skip: SKIP }, async () => {
  const member = await addTeamMember(a, DEMO_LOGINS.seller, 'finance', { refundLimitCents: 10_000 });
  const login = await fetch(`${b.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: 'Membro#2026' }),
  });
  assert.equal(login.status, 200);
  const { token } = (await login.json()) as { token: string };
  const me = () => fetch(`${b.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  // Read twice on B: the second answer comes from B's cache.
  assert.equal((await me()).status, 200);
  assert.equal((await me()).status, 200);

  const owner = await a.loginAs(DEMO_LOGINS.seller);
  const removed = await a.app.inject({
    method: 'DELETE',
    url: `/api/equipe/${member.membershipId}`,
    headers: owner,
  });
  assert.equal(removed.statusCode, 204);

  // The NOTIFY reaches B in milliseconds; without it B's cache would answer 200 for 30 s.
  let status = 0;
  for (let i = 0; i < 40 && status !== 401; i += 1) {
    status = (await me()).status;
    if (status !== 401) await sleep(50);
  }
  assert.equal(status, 401);
});
