import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createContext } from '../../../app-context';
import { migrate } from '../../../platform/db/migrate';
import { testConfig } from '../../../test/config';
import { DEMO_LOGINS, openTestDatabase } from '../../../test/harness';
import { startApiProcess, type ApiProcess } from '../../../test/instances';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../demo';
import { syncEnabled } from './factors';
import { twoFactorKey } from './secret-box';
import { codeFor } from './test-support';
import { spendTotpCode, startTotpSetup } from './totp';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer: the five wrong codes a person
 * may type in fifteen minutes are counted for both, so the sixth try on the other is refused.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';
const TOKEN_SECRET = 'cluster-token-secret-cluster-token-secret';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let instances: ApiProcess[] = [];
let secret = '';

before(async () => {
  if (SKIP) return;
  db = await openTestDatabase();
  await migrate(db.database);
  const ctx = createContext(testConfig({ tokenSecret: TOKEN_SECRET }), db.database);
  await seedDemoAccounts(ctx);
  const [seller] = await db.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    DEMO_LOGINS.seller,
  ]);
  // The app is set up as the set-up routes would (they have their own tests): same key as the instances.
  const key = twoFactorKey(ctx.config);
  const person = { userId: seller?.id ?? '', email: DEMO_LOGINS.seller };
  secret = (await startTotpSetup(ctx.db, key, person)).secret;
  assert.equal(await spendTotpCode(ctx.db, key, person.userId, codeFor(secret), true), 'ok');
  await syncEnabled(ctx.db, person.userId);
  const env = { DATABASE_URL: db.url ?? '', PAYMENT_PROVIDER: 'sandbox', TOKEN_SECRET };
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
});

const post = (base: string, url: string, body: object) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('five wrong codes on one instance: the sixth try on the other waits', { skip: SKIP }, async () => {
  const [a, b] = instances.map((i) => i.url) as [string, string];
  const login = await post(a, '/api/login', { email: DEMO_LOGINS.seller, password: DEMO_PASSWORD });
  const { challenge } = (await login.json()) as { challenge: string };
  for (let i = 0; i < 5; i += 1) {
    const wrong = await post(a, '/api/login/duas-etapas', { challenge, code: codeFor(secret, 9) });
    assert.equal(wrong.status, 400);
  }
  const refused = await post(b, '/api/login/duas-etapas', { challenge, code: codeFor(secret, 1) });
  assert.equal(refused.status, 429);
  const body = (await refused.json()) as { message: string };
  assert.match(
    body.message,
    /^Muitas tentativas com código inválido\. Aguarde 15 minutos e tente novamente\.$/,
  );
  assert.ok(Number(refused.headers.get('retry-after')) > 800);
});
