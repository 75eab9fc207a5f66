import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServer, type Server } from './lib';
import { printLatencies } from './scale';
import { login, timeRequests } from './scale-pages';

/**
 * `npm run bench -- statement` (PostgreSQL only): 1,000,000 statement lines for the demo seller
 * over two years, then p50/p95 of the statement's pages (the first, a deep keyset page, one kind,
 * an old period) and the CSV export's rows per second. Targets: p95 < 50 ms, > 50,000 rows/s.
 */
const LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 1_000_000);
const DAYS = 730;

async function load(db: pg.Client): Promise<{ sellerId: string; ms: number }> {
  const started = performance.now();
  const [seller] = (
    await db.query<{ id: string; marketplace_id: string }>(
      "SELECT id, marketplace_id FROM sellers WHERE email = 'seller@pagora.demo'",
    )
  ).rows;
  if (!seller) throw new Error('demo seller missing');
  // Lines in posting order, day by day; balance_after is the running sum, as postings write it.
  await db.query(
    `INSERT INTO statement_lines (seller_id, marketplace_id, kind, amount_cents, balance_after_cents, day,
       occurred_at, description, posting_key)
     SELECT $1, $2, (ARRAY['venda','taxa_provedor','estorno','split_enviado','saque'])[1 + i % 5],
       a, sum(a) OVER (ORDER BY i), d, d::timestamptz + interval '12 hours', 'Bench', 'bench:' || i
     FROM (SELECT i, ((i::bigint * 7919) % 20001) - 9000 AS a,
             (current_date - $3::int + (i * $3::bigint / $4)::int) AS d
           FROM generate_series(0, $4 - 1) i) s`,
    [seller.id, seller.marketplace_id, DAYS, LINES],
  );
  await db.query(
    `INSERT INTO statement_day_totals (seller_id, marketplace_id, day, kind, amount_cents, line_count)
     SELECT seller_id, marketplace_id, day, kind, sum(amount_cents), count(*) FROM statement_lines
     WHERE seller_id = $1 GROUP BY seller_id, marketplace_id, day, kind
     ON CONFLICT (seller_id, day, kind) DO UPDATE SET amount_cents = excluded.amount_cents,
       line_count = excluded.line_count`,
    [seller.id],
  );
  await db.query('ANALYZE statement_lines; ANALYZE statement_day_totals');
  return { sellerId: seller.id, ms: performance.now() - started };
}

async function exportRate(api: Server, headers: Record<string, string>, from: string, to: string) {
  const started = performance.now();
  const res = await fetch(`${api.url}/api/statement/export.csv?from=${from}&to=${to}`, { headers });
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
    for (const b of chunk) if (b === 10) lines++;
  const seconds = (performance.now() - started) / 1000;
  return { rows: lines - 1, seconds, rowsPerSecond: Math.round((lines - 1) / seconds) };
}

export async function statementScenario(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return void console.log('\nstatement scenario skipped: set DATABASE_URL (PostgreSQL).');
  const name = `pagora_statement_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let api: Server | null = null;
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    api = await startServer('api', { BENCH_DATABASE_URL: url.toString() });
    await db.connect();
    const { ms } = await load(db);
    console.log(`\nstatement: ${LINES.toLocaleString('en')} lines loaded in ${(ms / 1000).toFixed(1)} s`);
    const seller = await login(api.url, 'seller@pagora.demo');
    const base = `${api.url}/api/statement`;
    const all = 'from=2000-01-01&to=2099-12-31';
    const first = (await (await fetch(`${base}?${all}&pageSize=50`, { headers: seller.headers })).json()) as {
      nextCursor: string;
    };
    let cursor = first.nextCursor;
    for (let i = 0; i < 200; i++) {
      const page = (await (
        await fetch(`${base}?${all}&pageSize=50&cursor=${cursor}`, { headers: seller.headers })
      ).json()) as {
        nextCursor: string;
      };
      cursor = page.nextCursor;
    }
    const ok = printLatencies(`statement (${LINES.toLocaleString('en')} lines, PostgreSQL)`, [
      await timeRequests('GET /statement (last 30 days)', base, seller.headers),
      await timeRequests('GET /statement page 1, all time', `${base}?${all}`, seller.headers),
      await timeRequests(
        'GET /statement page 202 (keyset)',
        `${base}?${all}&cursor=${cursor}`,
        seller.headers,
      ),
      await timeRequests('GET /statement ?kind=saque', `${base}?${all}&kind=saque`, seller.headers),
      await timeRequests(
        'GET /statement a month a year ago',
        `${base}?from=${yearAgo()}&to=${yearAgo(30)}`,
        seller.headers,
      ),
    ]);
    const exp = await exportRate(api, seller.headers, '2000-01-01', '2099-12-31');
    console.log(
      `GET /statement/export.csv: ${exp.rows.toLocaleString('en')} rows in ${exp.seconds.toFixed(1)} s = ${exp.rowsPerSecond.toLocaleString('en')} rows/s (target > 50,000 ${exp.rowsPerSecond > 50_000 ? 'ok' : 'MISS'})`,
    );
    if (!ok || exp.rowsPerSecond <= 50_000 || exp.rows !== LINES) process.exitCode = 1;
  } finally {
    api?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

function yearAgo(plusDays = 0): string {
  const d = new Date(Date.now() - (365 - plusDays) * 86_400_000);
  return d.toISOString().slice(0, 10);
}
