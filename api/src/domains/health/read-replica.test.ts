import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { loadConfig } from '../../config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { replicaCaughtUp } from '../../test/template-database';
import {
  createThrowawayPostgres,
  createThrowawayReplica,
  postgresBinaries,
  type ThrowawayPostgres,
} from '../../test/throwaway-postgres';
import { sql } from 'drizzle-orm';
import { heavyRead, REPLICA_APPLICATION_NAME, REPLICA_RETRY_AFTER_MS } from '../../platform/db/read-pool';
import { rowsOf } from '../../platform/db/sql-helpers';

/**
 * Heavy reads on a real streaming replica (issue 42): a primary and a `pg_basebackup -R` standby
 * of the test's own. Paused replay makes lag real; a stopped replica makes it fail.
 */
const BIN = postgresBinaries();
// Clusters of its own, whatever the suite's database: run once, in CI's PostgreSQL pass.
const SKIP = !BIN
  ? 'needs the PostgreSQL binaries (/usr/lib/postgresql/*/bin)'
  : !process.env.DATABASE_URL && 'runs in the PostgreSQL pass (DATABASE_URL set)';

test('DATABASE_READ_URL without DATABASE_URL is refused (PGlite has no replica)', () => {
  assert.throws(
    () =>
      loadConfig({
        NODE_ENV: 'test',
        TOKEN_SECRET: 'test-secret-test-secret-test-secret!',
        DATABASE_READ_URL: 'postgres://postgres@127.0.0.1:5433/pagora',
      }),
    /DATABASE_READ_URL: requires DATABASE_URL/,
  );
  const base = { NODE_ENV: 'test', TOKEN_SECRET: 'test-secret-test-secret-test-secret!' } as const;
  assert.equal(loadConfig({ ...base, DATABASE_READ_URL: '' }).databaseReadUrl, undefined, 'empty is unset');
});

describe('heavy reads on a streaming replica', { skip: SKIP }, () => {
  let primary: ThrowawayPostgres;
  let replica: ThrowawayPostgres;
  let t: TestApp;
  let dbName: string;
  const as: Record<string, { authorization: string }> = {};
  const userIds: Record<string, string> = {};

  /** A SQL statement on the replica's copy of the test database. */
  const onReplica = async <T extends Record<string, unknown>>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: replicaUrlOf(replica.url) });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };

  /** The test database's address on the server of `serverUrl`. */
  const replicaUrlOf = (serverUrl: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    return url.toString();
  };

  /** A paid PIX sale of the demo seller, written on the primary as the payments engine would. */
  const paidSale = async (payer: string, cents: number) => {
    const seller = t.demo.sellers[0]?.seller;
    await t.ctx.database.query(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, fees_cents,
         net_cents, payer_name, provider_id, paid_at)
       VALUES ('demo', $1, $2, 'pago', 'pix', $3, 0, $3, $4, $5, now())`,
      [seller?.id, seller?.marketplaceId, cents, payer, `replica-${cents}`],
    );
  };

  const metric = async (name: string, labels = ''): Promise<number> => {
    const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const line = body.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };
  const served = (by: string, reason: string) =>
    metric('pagora_db_heavy_reads_total', `served_by="${by}",reason="${reason}"`);

  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: as[who] });

  before(async () => {
    primary = await createThrowawayPostgres(BIN ?? '');
    primary.start();
    replica = await createThrowawayReplica(BIN ?? '', primary);
    // Listening: readiness waits for the embedded provider, reached over the app's own port.
    // A wait generous for a busy test machine: a read goes to the primary only when replay is stopped.
    t = await createTestApp(
      { databaseReadMaxWaitMs: 1_000 },
      { listen: true, servers: { url: primary.url, readUrl: replica.url } },
    );
    const [row] = await t.ctx.database.query<{ name: string }>('SELECT current_database() AS name');
    dbName = row?.name ?? '';
    for (const who of ['admin', 'marketplace', 'seller'] as const) {
      as[who] = await t.loginAs(DEMO_LOGINS[who]);
      const me = await get(who, '/api/me');
      userIds[who] = me.json<{ user: { id: string } }>().user.id;
    }
  });

  after(async () => {
    await t?.close().catch(() => undefined);
    replica?.destroy();
    primary?.destroy();
  });

  test('the transactions list, the dashboard and the CSV export are served by the replica', async () => {
    await paidSale('Rita Réplica', 12_345);
    await replicaCaughtUp(primary.url, replica.url);
    const before = await served('replica', 'caught_up');

    const list = await get('seller', `/api/transactions/${userIds.seller}`);
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(list.body.includes('Rita Réplica'));
    const activity = await onReplica<{ query: string }>(
      `SELECT query FROM pg_stat_activity WHERE application_name = '${REPLICA_APPLICATION_NAME}'`,
    );
    assert.ok(
      activity.some((a) => a.query.startsWith('select "transactions"."id"')),
      `the replica ran the list's SQL: ${JSON.stringify(activity)}`,
    );

    const dash = await get('seller', `/api/seller-dash/${userIds.seller}`);
    assert.equal(dash.statusCode, 200, dash.body);
    const csv = await get('marketplace', `/api/transactions/${userIds.marketplace}/export`);
    assert.equal(csv.statusCode, 200, csv.body);
    assert.ok(csv.body.includes('Rita Réplica'));
    assert.equal((await served('replica', 'caught_up')) - before, 3);
  });

  test('with replay paused, the page after a save reads the primary and shows the save', async () => {
    await onReplica('SELECT pg_wal_replay_pause()');
    try {
      const [mk] = await t.ctx.database.query<Record<string, string>>(
        `SELECT m.id, m.id_zoop, m.zpk_id_marketplace, m.cpf_cnpj, m.email FROM marketplaces m
           JOIN sellers s ON s.marketplace_id = m.id JOIN users u ON u.id = s.user_id WHERE u.email = $1`,
        [DEMO_LOGINS.seller],
      );
      const lagBefore = await served('primary', 'lag');
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/marketplace/${mk?.id}`,
        headers: as.admin,
        payload: {
          id: mk?.id_zoop || 'zoop-mercado-demo',
          nome: 'Mercado Sem Atraso',
          email: mk?.email,
          cpf_cnpj: mk?.cpf_cnpj,
          zpk_id_marketplace: mk?.zpk_id_marketplace || 'zpk-mercado-demo',
          status: 'active',
          address: { zipCode: '01001-000' },
        },
      });
      assert.equal(saved.statusCode, 200, saved.body);
      const marketplaces = await get('admin', '/api/marketplaces?q=Sem%20Atraso');
      assert.equal(marketplaces.statusCode, 200, marketplaces.body);
      assert.deepEqual(
        marketplaces.json<{ dados: { cliente: { nome: string } }[] }>().dados.map((m) => m.cliente.nome),
        ['Mercado Sem Atraso'],
      );

      await paidSale('Paula Pausa', 777);
      const list = await get('seller', `/api/transactions/${userIds.seller}`);
      assert.ok(list.body.includes('Paula Pausa'), 'the new sale is listed');
      assert.equal((await served('primary', 'lag')) - lagBefore, 2);
      assert.ok((await metric('pagora_db_replica_lag_bytes')) > 0);
      assert.ok((await metric('pagora_db_replica_lag_seconds')) > 0);
    } finally {
      await onReplica('SELECT pg_wal_replay_resume()');
    }
    await replicaCaughtUp(primary.url, replica.url);
    const caughtUp = await served('replica', 'caught_up');
    const list = await get('seller', `/api/transactions/${userIds.seller}`);
    assert.ok(list.body.includes('Paula Pausa'));
    assert.equal((await served('replica', 'caught_up')) - caughtUp, 1);
    // The app's own jobs (pg-boss) keep writing WAL on the primary, so one scrape may land between a
    // write and its replay: the lag must come back to zero, not be zero at an arbitrary instant.
    let lag = await metric('pagora_db_replica_lag_bytes');
    for (const deadline = Date.now() + 10_000; lag !== 0 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      lag = await metric('pagora_db_replica_lag_bytes');
    }
    assert.equal(lag, 0, 'the replica caught up: no WAL left to replay');
  });

  test('the replica stopped: the same reads answer 200 from the primary, readiness stays 200', async () => {
    const [errors, unhealthy] = [await served('primary', 'error'), await served('primary', 'unhealthy')];
    replica.stop('immediate');
    const list = await get('seller', `/api/transactions/${userIds.seller}`);
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(list.body.includes('Rita Réplica'));
    const statement = await get('seller', '/api/statement');
    assert.equal(statement.statusCode, 200, statement.body);
    assert.equal((await served('primary', 'error')) - errors, 1, 'the first read finds the replica down');
    assert.equal((await served('primary', 'unhealthy')) - unhealthy, 1, 'the next does not wait on it again');
    assert.equal(await metric('pagora_db_replica_up'), 0);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 200, ready.body);
    assert.equal(ready.json<{ replica?: string }>().replica, 'unavailable');
  });

  test('the replica lost in the middle of a read: the read runs again on the primary and answers', async () => {
    replica.start();
    await replicaCaughtUp(primary.url, replica.url);
    // The previous test's failure keeps the replica out for a while; this read must choose it.
    await new Promise((resolve) => setTimeout(resolve, REPLICA_RETRY_AFTER_MS + 200));
    const errors = await served('primary', 'error');
    const ranOn: string[] = [];
    const count = await heavyRead(t.ctx, async (ctx) => {
      const onReplica = ctx.db !== t.ctx.db;
      ranOn.push(onReplica ? 'replica' : 'primary');
      // Chosen, then gone before its query: a crash between the check and the read.
      if (onReplica) replica.stop('immediate');
      const res = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM transactions`);
      return rowsOf<{ n: number }>(res)[0]?.n ?? 0;
    });
    assert.deepEqual(ranOn, ['replica', 'primary']);
    assert.ok(count > 0, `the primary's answer: ${count}`);
    assert.equal((await served('primary', 'error')) - errors, 1);
    // A query's own error is the caller's: thrown as is, not run again.
    let runs = 0;
    await assert.rejects(
      heavyRead(t.ctx, (ctx) => {
        runs++;
        return ctx.db.execute(sql`SELECT 1 / 0`);
      }),
      (err: Error) => (err.cause as { code?: string } | undefined)?.code === '22012',
    );
    assert.equal(runs, 1);
  });
});
