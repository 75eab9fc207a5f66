import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { migrate } from '../../platform/db/migrate';
import { openTestDatabase } from '../../test/harness';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/instances';

/**
 * Issue 42: the sign-up and password-reset limits count in PostgreSQL, like the login's. Two API
 * processes on one database, as behind a load balancer: attempts from one address alternated
 * between A and B are refused at the same count one instance refuses at, with the same answer.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';

const SIGNUPS_PER_IP = 3;
const SIGNUP_WINDOW = 1800;
const RESETS_PER_IP = 4;

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let instances: ApiProcess[] = [];

before(async () => {
  if (SKIP) return;
  db = await openTestDatabase();
  await migrate(db.database);
  const env = {
    DATABASE_URL: db.url ?? '',
    PAYMENT_PROVIDER: 'sandbox',
    // Each part of the test is its own client address, told by the balancer.
    TRUST_PROXY: 'true',
    SIGNUP_MAX_PER_IP: String(SIGNUPS_PER_IP),
    SIGNUP_WINDOW_SECONDS: String(SIGNUP_WINDOW),
    RESET_MAX_PER_IP: String(RESETS_PER_IP),
  };
  instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
});

after(async () => {
  if (SKIP) return;
  await Promise.all(instances.map(stopApiProcess));
  await db.drop();
});

const post = (base: string, path: string, body: unknown, client: string) =>
  fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

/** A, B, A, B, ... */
const on = (n: number) => instances[n % instances.length]!.url;

test('the sign-up limit per address holds across instances', { skip: SKIP }, async () => {
  const client = '203.0.113.40';
  const signup = (n: number) =>
    post(
      on(n),
      '/signup',
      { name: 'Maria', email: `cadastro${n}@ex.com`, password: 'segredo1', confirmPassword: 'segredo1' },
      client,
    );
  const statuses: number[] = [];
  for (let n = 0; n < SIGNUPS_PER_IP; n += 1) statuses.push((await signup(n)).status);
  assert.deepEqual(statuses, Array<number>(SIGNUPS_PER_IP).fill(202));
  for (const n of [SIGNUPS_PER_IP, SIGNUPS_PER_IP + 1]) {
    const refused = await signup(n);
    assert.equal(refused.status, 429, `attempt ${n + 1}, on ${n % 2 ? 'B' : 'A'}`);
    assert.equal(
      ((await refused.json()) as { message: string }).message,
      'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
    );
    const wait = Number(refused.headers.get('retry-after'));
    assert.ok(wait > SIGNUP_WINDOW - 60 && wait <= SIGNUP_WINDOW, String(wait));
  }
  // Another address has its own window, on either instance.
  const other = await post(
    on(1),
    '/signup',
    { name: 'Ana', email: 'outra@ex.com', password: 'segredo1', confirmPassword: 'segredo1' },
    '203.0.113.41',
  );
  assert.equal(other.status, 202);
});

test('the password-reset limit per address holds across instances', { skip: SKIP }, async () => {
  const client = '203.0.113.50';
  // A different e-mail each time: only the per-address limit can bite.
  const forgot = (n: number) => post(on(n), '/password/forgot', { email: `pedido${n}@ex.com` }, client);
  const statuses: number[] = [];
  for (let n = 0; n < RESETS_PER_IP; n += 1) statuses.push((await forgot(n)).status);
  assert.deepEqual(statuses, Array<number>(RESETS_PER_IP).fill(202));
  for (const n of [RESETS_PER_IP, RESETS_PER_IP + 1]) {
    const refused = await forgot(n);
    assert.equal(refused.status, 429, `attempt ${n + 1}, on ${n % 2 ? 'B' : 'A'}`);
    assert.equal(
      ((await refused.json()) as { message: string }).message,
      'Muitos pedidos de redefinição. Tente novamente mais tarde.',
    );
    const wait = Number(refused.headers.get('retry-after'));
    assert.ok(wait > 3600 - 60 && wait <= 3600, String(wait));
  }
});
