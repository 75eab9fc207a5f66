import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createContext } from '../../app-context';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { DEMO_LOGINS, openTestDatabase } from '../../test/harness';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/instances';
import { brandForm, drawnPng } from './branding/testing';
import { DEMO_PASSWORD, seedDemoAccounts, type DemoAccounts } from '../demo';

/**
 * Issue 42: three API processes, each with its own DATA_DIR, on one PostgreSQL database, as behind
 * a load balancer. Nothing a request leaves behind may live in one instance's disk or memory: a
 * logo uploaded through one is served by the others, and the login limit counts across them.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';

const PER_IP = 6;
const FREE_FAILURES = 2;
const FIRST_WAIT = 60;

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let demo: DemoAccounts;
let instances: ApiProcess[] = [];

before(async () => {
  if (SKIP) return;
  db = await openTestDatabase();
  await migrate(db.database);
  demo = await seedDemoAccounts(createContext(testConfig(), db.database));
  const env = {
    DATABASE_URL: db.url ?? '',
    PAYMENT_PROVIDER: 'sandbox',
    // Each part of the test is its own client address, told by the balancer.
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_IP: String(PER_IP),
    LOGIN_FREE_FAILURES: String(FREE_FAILURES),
    LOGIN_DELAY_SECONDS: String(FIRST_WAIT),
  };
  instances = await Promise.all([startApiProcess(env), startApiProcess(env), startApiProcess(env)]);
});

after(async () => {
  if (SKIP) return;
  await Promise.all(instances.map(stopApiProcess));
  await db.drop();
});

const login = (base: string, email: string, password: string, client: string) =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password }),
  });

const SERVED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'cross-origin-resource-policy',
  'content-security-policy',
  'x-content-type-options',
  'content-disposition',
];

test(
  'a logo uploaded through one instance is served by the others, bytes and headers alike',
  { skip: SKIP },
  async () => {
    const [a, b, c] = instances.map((i) => i.url) as [string, string, string];
    const token = (
      (await (await login(a, DEMO_LOGINS.marketplace, DEMO_PASSWORD, '203.0.113.10')).json()) as {
        token: string;
      }
    ).token;
    const form = await brandForm(await drawnPng('#3366cc'));
    const saved = await fetch(`${a}/api/update-branch/${demo.marketplaces[0]!.marketplace.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      body: new Uint8Array(form.payload),
    });
    assert.equal(saved.status, 200, await saved.clone().text());
    const logo = ((await saved.json()) as { data: { logo: string } }).data.logo;

    const served = await Promise.all(
      [a, b, c].map(async (base) => {
        const res = await fetch(`${base}${logo}`);
        return {
          status: res.status,
          headers: Object.fromEntries(SERVED_HEADERS.map((h) => [h, res.headers.get(h)])),
          bytes: Buffer.from(await res.arrayBuffer()),
        };
      }),
    );
    assert.equal(served[0]!.status, 200);
    assert.equal(served[0]!.headers['content-type'], 'image/webp');
    assert.equal(served[0]!.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(served[0]!.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.deepEqual(served[1], served[0], 'B serves what A serves');
    assert.deepEqual(served[2], served[0], 'C serves what A serves');
  },
);

test('the login limit holds across instances: attempts spread over A, B and C', { skip: SKIP }, async () => {
  const bases = instances.map((i) => i.url);
  const on = (n: number) => bases[n % bases.length]!;
  const client = '203.0.113.20';
  // One address on one account: its free failures, one more checked, then a wait, wherever it asks.
  const statuses: number[] = [];
  for (let n = 0; n <= FREE_FAILURES + 1; n += 1)
    statuses.push((await login(on(n), DEMO_LOGINS.seller, 'errada', client)).status);
  assert.deepEqual(statuses, [401, 401, 401, 429]);
  const slowed = await login(on(FREE_FAILURES + 2), DEMO_LOGINS.seller, DEMO_PASSWORD, client);
  assert.equal(slowed.status, 429);
  assert.equal(slowed.headers.get('retry-after'), String(FIRST_WAIT));

  // Every attempt of the address counts, on any instance: refused at PER_IP + 1, as one instance does.
  const other = '203.0.113.30';
  const answers: number[] = [];
  for (let n = 0; n < PER_IP + 1; n += 1)
    answers.push((await login(on(n), `ninguem${n}@pagora.demo`, 'errada', other)).status);
  assert.deepEqual(answers, [...Array<number>(PER_IP).fill(401), 429]);
  const refused = await login(on(PER_IP + 1), DEMO_LOGINS.seller, DEMO_PASSWORD, other);
  assert.equal(refused.status, 429);
  assert.equal(
    ((await refused.json()) as { message: string }).message,
    'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  );
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
});
