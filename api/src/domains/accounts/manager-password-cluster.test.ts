import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createContext } from '../../app-context';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { DEMO_LOGINS, openTestDatabase } from '../../test/harness';
import { startApiProcess, type ApiProcess } from '../../test/instances';
import { DEMO_PASSWORD, seedDemoAccounts, type DemoAccounts } from '../demo';
import { startTestInbox, type TestInbox } from '../mail/testing';

/**
 * Issue 35 item 9 behind a load balancer: a seller sets its buyer's password on one instance; the
 * buyer's session cached by the other instance ends at once (NOTIFY), and the owner is told.
 */
const SKIP = process.env.DATABASE_URL
  ? false
  : 'needs a PostgreSQL server: set DATABASE_URL (CI runs the suite a second time with it)';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let inbox: TestInbox;
let demo: DemoAccounts;
let instances: ApiProcess[] = [];

before(async () => {
  if (SKIP) return;
  inbox = await startTestInbox();
  db = await openTestDatabase();
  await migrate(db.database);
  demo = await seedDemoAccounts(createContext(testConfig(), db.database));
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

const call = (base: string, method: string, url: string, body?: object, token?: string) =>
  fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const tokenOf = async (base: string, email: string) => {
  const res = await call(base, 'POST', '/api/login', { email, password: DEMO_PASSWORD });
  return ((await res.json()) as { token: string }).token;
};

test(
  'a seller sets its buyer’s password on one instance: the other ends the buyer’s session',
  { skip: SKIP },
  async () => {
    const [a, b] = instances.map((i) => i.url) as [string, string];
    const customer = await tokenOf(b, DEMO_LOGINS.customer);
    const me = () => call(b, 'GET', '/api/me', undefined, customer);
    // Read twice on B: the second answer comes from B's cache.
    assert.equal((await me()).status, 200);
    assert.equal((await me()).status, 200);

    const seller = await tokenOf(a, DEMO_LOGINS.seller);
    const buyer = demo.customerBuyer!;
    const res = await call(
      a,
      'PUT',
      `/api/customer-update/${buyer.id}`,
      {
        id_comprador: buyer.idComprador,
        nome: 'Diego Cliente',
        email: DEMO_LOGINS.customer,
        cpf_cnpj: '86288366757',
        phone: '(11) 97777-6666',
        password: 'nova-senha-7',
        confirmpassword: 'nova-senha-7',
        address: {
          street: 'Rua Augusta',
          number: '100',
          zipCode: '01305-000',
          city: 'São Paulo',
          state: 'SP',
        },
      },
      seller,
    );
    assert.equal(res.status, 200, await res.text());

    let status = 0;
    for (let i = 0; i < 40 && status !== 401; i += 1) {
      status = (await me()).status;
      if (status !== 401) await sleep(50);
    }
    assert.equal(status, 401);
    const [mail] = await inbox.waitFor(1, 60_000);
    assert.equal(mail?.subject, 'Sua senha foi alterada');
  },
);
