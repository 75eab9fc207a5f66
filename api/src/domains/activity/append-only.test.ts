import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { createTrustTestApp } from './testing';

/** What happened stays: the database itself refuses to change or remove a row, whoever asks. */
let t: TestApp;
before(async () => {
  t = await createTrustTestApp();
  const seller = await t.loginAs(DEMO_LOGINS.seller);
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/developer/keys',
    headers: seller,
    payload: { name: 'ERP', scopes: ['links:read'] },
  });
  assert.equal(key.statusCode, 201, key.body);
  await t.ctx.tasks.drain();
});
after(() => t.close());

const count = async () =>
  (await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_log'))[0]!.n;

test('UPDATE, DELETE and TRUNCATE of activity_log fail', async () => {
  const n = await count();
  assert.ok(n >= 1);
  await assert.rejects(t.ctx.database.query("UPDATE activity_log SET action = 'nada'"), /append-only/);
  await assert.rejects(t.ctx.database.query('DELETE FROM activity_log'), /append-only/);
  await assert.rejects(t.ctx.database.query('TRUNCATE activity_log'), /append-only/);
  assert.equal(await count(), n);
  const [row] = await t.ctx.database.query<{ action: string }>('SELECT action FROM activity_log LIMIT 1');
  assert.notEqual(row?.action, 'nada');
});
