import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createContext } from '../../../app-context';
import { migrate } from '../../../platform/db/migrate';
import { testConfig } from '../../../test/config';
import { DEMO_LOGINS, openTestDatabase } from '../../../test/harness';
import { startApiProcess, type ApiProcess } from '../../../test/instances';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../demo';
import { startTestInbox, type TestInbox } from '../../mail/testing';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer: a password reset on one ends the
 * session the other holds in its cache, at once (its cache would keep it for 30 s otherwise), and
 * the reset link travels through a real SMTP server as the user receives it.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let inbox: TestInbox;
let instances: ApiProcess[] = [];

before(async () => {
  if (SKIP) return;
  inbox = await startTestInbox();
  db = await openTestDatabase();
  await migrate(db.database);
  await seedDemoAccounts(createContext(testConfig(), db.database));
  const env = {
    DATABASE_URL: db.url ?? '',
    PAYMENT_PROVIDER: 'sandbox',
    SMTP_URL: inbox.url,
    MAIL_SWEEP_MS: '100',
  };
  instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
});

after(async () => {
  if (SKIP) return;
  for (const instance of instances) {
    instance.child.removeAllListeners('exit');
    instance.child.kill('SIGTERM');
    await new Promise((resolve) => instance.child.once('exit', resolve));
  }
  await db.drop();
  await inbox.close();
});

const post = (base: string, url: string, body: object) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('a reset on one instance ends the session cached by the other at once', { skip: SKIP }, async () => {
  const [a, b] = instances.map((i) => i.url) as [string, string];
  const login = await post(b, '/api/login', { email: DEMO_LOGINS.seller, password: DEMO_PASSWORD });
  const { token } = (await login.json()) as { token: string };
  const me = () => fetch(`${b}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  // Read twice on B: the second answer comes from B's cache.
  assert.equal((await me()).status, 200);
  assert.equal((await me()).status, 200);

  assert.equal((await post(a, '/api/password/forgot', { email: DEMO_LOGINS.seller })).status, 202);
  const [mail] = await inbox.waitFor(1, 60_000);
  const link = /redefinir-senha\?token=([\w-]{43})/.exec(mail?.text ?? '');
  assert.ok(link, 'the reset link in the message');
  const reset = await post(a, '/api/password/reset', {
    token: link[1],
    password: 'nova-senha-1',
    confirmPassword: 'nova-senha-1',
  });
  assert.equal(reset.status, 200);

  // The NOTIFY reaches B in milliseconds; without it B's cache would answer 200 for 30 s.
  let status = 0;
  for (let i = 0; i < 40 && status !== 401; i += 1) {
    status = (await me()).status;
    if (status !== 401) await sleep(50);
  }
  assert.equal(status, 401);
  const again = await post(b, '/api/login', { email: DEMO_LOGINS.seller, password: 'nova-senha-1' });
  assert.equal(again.status, 200);
});
