import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServer, type Server } from './lib';

/**
 * The transactions back office at scale, on PostgreSQL only: 1,000,000 transactions over 12 months
 * and 2 marketplaces, then p50/p95 of the list, the dashboards and the CSV export's rows per
 * second with the API's peak memory. Targets: list and dashboards p95 < 50 ms, export > 50,000
 * rows/s with flat memory.
 */
const ROWS = Number(process.env.BENCH_SCALE_ROWS ?? 1_000_000);
const json = { 'content-type': 'application/json' };

export type Latency = { name: string; p50: number; p95: number; n: number; target: number };

export async function scaleScenario(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '\nscale scenario skipped: set DATABASE_URL to a PostgreSQL server to load 1,000,000 transactions.',
    );
    return;
  }
  const name = `pagora_scale_${randomBytes(4).toString('hex')}`;
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
    const loadMs = await load(db);
    console.log(
      `\nscale: ${ROWS.toLocaleString('en')} transactions loaded in ${(loadMs / 1000).toFixed(1)} s`,
    );
    await printPlans(db);
    const rows = await latencies(api.url);
    const exportFigures = await exportRate(api, db);
    printResults(rows, exportFigures);
  } finally {
    api?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

/** One INSERT ... SELECT per marketplace half, triggers off, then the rollup rebuilt by GROUP BY. */
async function load(db: pg.Client): Promise<number> {
  const started = performance.now();
  const sellers = (
    await db.query<{ id: string; marketplace_id: string }>(
      'SELECT id, marketplace_id FROM sellers ORDER BY email',
    )
  ).rows;
  await db.query('ALTER TABLE transactions DISABLE TRIGGER USER');
  await db.query(
    `INSERT INTO transactions (seller_id, marketplace_id, status, method, amount_cents, fees_cents, net_cents, refunded_cents,
       installments, payer_name, payer_email, provider_id, created_at, paid_at)
     SELECT s.id, s.marketplace_id,
       (ARRAY['pago','pago','pago','pago','pago','pendente','pendente_pix','falha','rejeitada','estornada'])[(1 + g % 10)::int],
       CASE WHEN g % 3 = 0 THEN 'pix' ELSE 'credit_card' END,
       500 + (g * 7919) % 200000, (500 + (g * 7919) % 200000) / 40, (500 + (g * 7919) % 200000) - (500 + (g * 7919) % 200000) / 40,
       CASE WHEN g % 10 = 9 THEN 500 + (g * 7919) % 200000 ELSE 0 END,
       1 + g % 12, 'Cliente ' || (g % 50000), 'cliente' || (g % 50000) || '@exemplo.com.br', 'p' || g,
       now() - ((g % 525600) || ' minutes')::interval, NULL
     FROM generate_series(1::bigint, $1::bigint) g
     JOIN LATERAL (SELECT * FROM (VALUES ($2::uuid, $3::uuid), ($4::uuid, $5::uuid), ($6::uuid, $7::uuid)) v(id, marketplace_id)
       OFFSET (g % 3) LIMIT 1) s ON true`,
    [ROWS, ...sellers.slice(0, 3).flatMap((s) => [s.id, s.marketplace_id])],
  );
  await db.query('ALTER TABLE transactions ENABLE TRIGGER USER');
  await db.query('DELETE FROM tx_monthly');
  await db.query(
    `INSERT INTO tx_monthly SELECT tx_month(created_at), seller_id, min(marketplace_id::text)::uuid, status, method,
       count(*), sum(amount_cents), sum(refunded_cents) FROM transactions GROUP BY 1, 2, 4, 5`,
  );
  await db.query('ANALYZE');
  return performance.now() - started;
}

/** The list's queries as the API issues them, explained, so the index each one uses is visible. */
async function printPlans(db: pg.Client): Promise<void> {
  const [seller] = (
    await db.query<{ id: string }>(`SELECT id FROM sellers WHERE email = 'seller@pagora.demo'`)
  ).rows;
  const [market] = (
    await db.query<{ id: string }>(`SELECT id FROM marketplaces WHERE email = 'marketplace@pagora.demo'`)
  ).rows;
  const plans: [string, string, unknown[]][] = [
    [
      'seller page, status=pago',
      `SELECT * FROM transactions WHERE seller_id = $1 AND status = 'pago' ORDER BY created_at DESC, id DESC LIMIT 25`,
      [seller?.id],
    ],
    [
      'marketplace page, period=month',
      `SELECT * FROM transactions WHERE marketplace_id = $1 AND created_at >= date_trunc('month', now()) ORDER BY created_at DESC, id DESC LIMIT 25`,
      [market?.id],
    ],
    ['admin page 40', `SELECT * FROM transactions ORDER BY created_at DESC, id DESC LIMIT 25 OFFSET 975`, []],
    [
      'monthly (rollup), one seller',
      `SELECT month, status, sum(tx_count) FROM tx_monthly WHERE seller_id = $1 AND month >= date_trunc('month', now()) - interval '11 months' GROUP BY 1, 2`,
      [seller?.id],
    ],
  ];
  console.log('\nquery plans:');
  for (const [label, sql, params] of plans) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    console.log(`  ${label}:`);
    for (const line of plan.rows.slice(0, 4)) console.log(`    ${line['QUERY PLAN']}`);
  }
}

export async function login(
  apiUrl: string,
  email: string,
): Promise<{ headers: Record<string, string>; userId: string }> {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'pagora123' }),
  });
  const body = (await res.json()) as { token: string; user: { id: string } };
  return { headers: { authorization: `Bearer ${body.token}` }, userId: body.user.id };
}

/** Latency percentiles over `n` requests, 4 at a time (a few people at their desks, not a load test). */
export async function timeRequests(
  name: string,
  url: string,
  headers: Record<string, string>,
  n = 200,
): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return { name, p50: at(0.5), p95: at(0.95), n: times.length, target: 50 };
}

async function latencies(apiUrl: string): Promise<Latency[]> {
  const admin = await login(apiUrl, 'admin@pagora.demo');
  const seller = await login(apiUrl, 'seller@pagora.demo');
  const market = await login(apiUrl, 'marketplace@pagora.demo');
  return [
    await timeRequests(
      'GET /transactions seller ?status=pago&period=month',
      `${apiUrl}/api/transactions/${seller.userId}?status=pago&period=month`,
      seller.headers,
    ),
    await timeRequests(
      'GET /transactions marketplace ?method=pix&page=3',
      `${apiUrl}/api/transactions/${market.userId}?method=pix&page=3`,
      market.headers,
    ),
    await timeRequests(
      'GET /transactions admin ?period=lastMonth',
      `${apiUrl}/api/transactions/${admin.userId}?period=lastMonth`,
      admin.headers,
    ),
    await timeRequests('GET /dashboard/monthly admin', `${apiUrl}/api/dashboard/monthly`, admin.headers),
    await timeRequests('GET /dashboard/monthly seller', `${apiUrl}/api/dashboard/monthly`, seller.headers),
    await timeRequests(
      'GET /seller-dash seller',
      `${apiUrl}/api/seller-dash/${seller.userId}`,
      seller.headers,
    ),
  ];
}

const rssMb = (pid: number): number => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb ?? 0) / 1024);
};

/** The admin exports everything; the API's resident memory is sampled every 100 ms meanwhile. */
async function exportRate(api: Server, db: pg.Client) {
  const admin = await login(api.url, 'admin@pagora.demo');
  const expected = Number(
    (await db.query<{ n: string }>('SELECT count(*) n FROM transactions')).rows[0]?.n ?? 0,
  );
  const before = rssMb(api.pid);
  let peak = before;
  let lines = 0;
  // Peak memory per quarter of the rows: flat means the last quarters peak no higher than the first.
  const quarters = [0, 0, 0, 0];
  const sampler = setInterval(() => {
    const rss = rssMb(api.pid);
    peak = Math.max(peak, rss);
    const q = Math.min(3, Math.floor((lines / Math.max(1, expected)) * 4));
    quarters[q] = Math.max(quarters[q]!, rss);
  }, 100);
  const started = performance.now();
  const res = await fetch(`${api.url}/api/transactions/${admin.userId}/export`, { headers: admin.headers });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  return {
    rows,
    expected,
    seconds,
    rowsPerSecond: Math.round(rows / seconds),
    mb: Math.round(bytes / 1e6),
    before,
    peak,
    quarters,
  };
}

/** The p50/p95 table under a 48-character title; returns whether every row met its target. */
export function printLatencies(title: string, rows: Latency[]): boolean {
  console.log(`\n${title.padEnd(48)}  p50 ms   p95 ms   target`);
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(48)} ${String(r.p50).padStart(7)} ${String(r.p95).padStart(8)}   <${r.target} ${r.p95 < r.target ? 'ok' : 'MISS'}`,
    );
  }
  return rows.every((r) => r.p95 < r.target);
}

function printResults(rows: Latency[], exp: Awaited<ReturnType<typeof exportRate>>): void {
  printLatencies('scale scenario (1M transactions, PostgreSQL)', rows);
  console.log(
    `CSV export: ${exp.rows.toLocaleString('en')} of ${exp.expected.toLocaleString('en')} rows, ${exp.mb} MB in ${exp.seconds.toFixed(1)} s = ` +
      `${exp.rowsPerSecond.toLocaleString('en')} rows/s (target >50,000 ${exp.rowsPerSecond > 50_000 ? 'ok' : 'MISS'}); ` +
      `API memory ${exp.before} MB before, peak ${exp.peak} MB (peak per quarter of the rows: ${exp.quarters.join(' / ')} MB)`,
  );
  if (rows.some((r) => r.p95 >= r.target) || exp.rowsPerSecond <= 50_000 || exp.rows !== exp.expected)
    process.exitCode = 1;
}
