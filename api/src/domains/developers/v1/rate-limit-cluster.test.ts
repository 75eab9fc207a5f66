import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createContext } from '../../../app-context';
import { migrate } from '../../../platform/db/migrate';
import { testConfig } from '../../../test/config';
import { DEMO_LOGINS, openTestDatabase } from '../../../test/harness';
import { startApiProcess, type ApiProcess } from '../../../test/instances';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../demo';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer: one key's calls alternate
 * between them and still draw from one bucket (a bucket per instance would allow twice the burst),
 * and a key revoked on one is refused by the other at once.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';
const BURST = 10;

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let instances: ApiProcess[] = [];
let secret: string;
let keyId: string;
let login: Record<string, string>;

before(async () => {
  if (SKIP) return;
  db = await openTestDatabase();
  await migrate(db.database);
  await seedDemoAccounts(createContext(testConfig(), db.database));
  const env = {
    DATABASE_URL: db.url ?? '',
    PAYMENT_PROVIDER: 'sandbox',
    API_RATE_LIMIT_BURST: String(BURST),
    API_RATE_LIMIT_PER_SECOND: '1',
  };
  instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  const post = async (url: string, body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${instances[0]!.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    assert.ok(res.ok, `${url}: ${res.status}`);
    return res.json() as Promise<Record<string, string>>;
  };
  const { token } = await post('/api/login', { email: DEMO_LOGINS.seller, password: DEMO_PASSWORD });
  login = { authorization: `Bearer ${token}` };
  const key = await post('/api/developer/keys', { name: 'duas instâncias', scopes: ['links:read'] }, login);
  secret = key.secret!;
  keyId = key.id!;
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

test(
  'two instances share one budget per key: the headers count down across both',
  { skip: SKIP },
  async () => {
    const started = Date.now();
    const answers: { status: number; remaining: number }[] = [];
    for (let i = 0; i < BURST * 2; i += 1) {
      const res = await fetch(`${instances[i % 2]!.url}/v1/links`, {
        headers: { authorization: `Bearer ${secret}` },
      });
      await res.arrayBuffer();
      assert.equal(res.headers.get('ratelimit-limit'), String(BURST));
      answers.push({ status: res.status, remaining: Number(res.headers.get('ratelimit-remaining')) });
    }
    // The bucket refills at 1 call/s: the calls may have earned that many more.
    const refilled = Math.ceil((Date.now() - started) / 1000);
    const granted = answers.filter((a) => a.status === 200);
    assert.ok(granted.length >= BURST && granted.length <= BURST + refilled, JSON.stringify(answers));
    assert.ok(answers.some((a) => a.status === 429));
    // Each instance's answers continue the other's count, not a count of their own.
    const firstRemaining = answers.slice(0, 4).map((a) => a.remaining);
    assert.deepEqual(firstRemaining, [BURST - 1, BURST - 2, BURST - 3, BURST - 4]);
  },
);

test('a key revoked on one instance is refused by the other at once', { skip: SKIP }, async () => {
  const [a, b] = instances;
  const revoked = await fetch(`${a!.url}/api/developer/keys/${keyId}`, { method: 'DELETE', headers: login });
  assert.equal(revoked.status, 200);
  const res = await fetch(`${b!.url}/v1/links`, { headers: { authorization: `Bearer ${secret}` } });
  assert.equal(res.status, 401);
  assert.equal(((await res.json()) as { code: string }).code, 'invalid_api_key');
});
