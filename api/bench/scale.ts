import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer, type Server } from './lib';
import { MARKETPLACES, MONTHS, SELLERS, loadScale } from './scale-load';
import { exportRate, latencies, type ExportFigures, type Latency } from './scale-pages';

/**
 * `npm run bench -- scale` (PostgreSQL only, DATABASE_URL): 10,000,000 transactions over 24
 * months for 50,000 sellers and 200 marketplaces (scale-load.ts), then p50/p95 of every list,
 * filter, dashboard and statement page for a seller, a marketplace and the admin, through the API
 * over HTTP, and the CSV export's rows per second with the API's peak memory at ~1 M rows and at
 * all of them. Targets: every page p95 < 50 ms, export > 50,000 rows/s with flat memory.
 * BENCH_SCALE_ROWS sets the rows (200000 to check the bench itself); BENCH_SCALE_KEEP=1 keeps the
 * database afterwards and BENCH_SCALE_REUSE=<its name> measures it again without loading (the API
 * start applies new migrations first: how an index is tried on 10 M rows without a second load).
 */
const ROWS = Number(process.env.BENCH_SCALE_ROWS ?? 10_000_000);
const SETTINGS = [
  'server_version',
  'shared_buffers',
  'effective_cache_size',
  'work_mem',
  'maintenance_work_mem',
  'max_wal_size',
  'checkpoint_timeout',
  'synchronous_commit',
  'random_page_cost',
  'max_connections',
  'max_parallel_workers_per_gather',
];
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export async function scaleScenario(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(
      '\nscale scenario skipped: set DATABASE_URL to a PostgreSQL server (10,000,000 transactions).',
    );
    return;
  }
  const reuse = process.env.BENCH_SCALE_REUSE;
  const keep = reuse || process.env.BENCH_SCALE_KEEP === '1';
  const name = reuse ?? `pagora_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let api: Server | null = null;
  const db = new pg.Client({ connectionString: url.toString() });
  const loadBefore = loadavg();
  try {
    api = await startServer('api', { BENCH_DATABASE_URL: url.toString() });
    await db.connect();
    const settings = await pgSettings(db);
    console.log(
      `\nscale: loading ${ROWS.toLocaleString('en')} transactions; PostgreSQL ${JSON.stringify(settings)}`,
    );
    const started = performance.now();
    const steps = reuse ? { reused: 0 } : await loadScale(db, ROWS);
    const loadSeconds = Math.round((performance.now() - started) / 100) / 10;
    const volume = await volumeOf(db);
    console.log(`scale: loaded in ${loadSeconds} s: ${JSON.stringify(volume)}`);
    const loadAfterLoad = loadavg();
    if (!reuse)
      writeResults('load', { at: new Date().toISOString(), database: name, volume, loadSeconds, steps });
    const pages = await latencies(api.url, db);
    printLatencies(`scale (${ROWS.toLocaleString('en')} transactions, PostgreSQL)`, pages);
    const market = await db.query<{ id: string }>(
      `SELECT id FROM marketplaces WHERE email = 'marketplace@pagora.demo'`,
    );
    const mp = market.rows[0]?.id ?? '';
    // BENCH_SCALE_CSV: 'biggest' exports only the biggest marketplace, '0' none (pages only).
    const csv = process.env.BENCH_SCALE_CSV ?? 'all';
    const exports = [
      ...(csv === '0'
        ? []
        : [
            await exportRate(
              api,
              db,
              'biggest marketplace',
              `?marketplaceId=${mp}`,
              `marketplace_id = '${mp}'`,
            ),
          ]),
      ...(csv === 'all' ? [await exportRate(api, db, 'everything')] : []),
    ];
    const ok = printResults(pages, exports);
    const loadAfter = loadavg();
    console.log(
      `load average (1, 5, 15 min) on ${os.cpus().length} CPUs: before ${loadBefore}, after the load ${loadAfterLoad}, at the end ${loadAfter}`,
    );
    writeResults(reuse ? 'measured-again' : 'run', {
      at: new Date().toISOString(),
      rows: ROWS,
      sellers: SELLERS,
      marketplaces: MARKETPLACES,
      months: MONTHS,
      volume,
      loadSeconds,
      loadSteps: steps,
      loadavg: { before: loadBefore, afterLoad: loadAfterLoad, end: loadAfter, cpus: os.cpus().length },
      postgres: settings,
      pages,
      exports,
      ok,
    });
    if (!ok) process.exitCode = 1;
  } finally {
    api?.stop();
    await db.end().catch(() => undefined);
    if (keep) console.log(`scale: database ${name} kept (BENCH_SCALE_REUSE=${name} measures it again)`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

async function pgSettings(db: pg.Client): Promise<Record<string, string>> {
  const { rows } = await db.query<{ name: string; setting: string }>(
    `SELECT name, current_setting(name) setting FROM unnest($1::text[]) name`,
    [SETTINGS],
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
}

async function volumeOf(db: pg.Client) {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT (SELECT count(*) FROM transactions) transactions, (SELECT count(*) FROM statement_lines) statement_lines,
       (SELECT count(*) FROM sellers) sellers, (SELECT count(*) FROM marketplaces) marketplaces,
       (SELECT max(n) FROM (SELECT count(*) n FROM transactions GROUP BY seller_id) s) biggest_seller,
       (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM (SELECT count(*) n FROM transactions
          GROUP BY seller_id) s) median_seller,
       pg_size_pretty(pg_database_size(current_database())) database_size`,
  );
  return rows[0] ?? {};
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

function printResults(rows: Latency[], exports: ExportFigures[]): boolean {
  let ok = rows.every((r) => r.p95 < r.target);
  for (const e of exports) {
    const fast = e.rowsPerSecond > 50_000;
    console.log(
      `CSV export, ${e.label}: ${e.rows.toLocaleString('en')} of ${e.expected.toLocaleString('en')} rows, ${e.mb} MB in ${e.seconds} s = ` +
        `${e.rowsPerSecond.toLocaleString('en')} rows/s (target >50,000 ${fast ? 'ok' : 'MISS'}); API memory ${e.rssBeforeMb} MB ` +
        `before, peak ${e.rssPeakMb} MB (per quarter of the rows: ${e.rssPeakPerQuarterMb.join(' / ')} MB)`,
    );
    ok &&= fast && e.rows === e.expected;
  }
  // Flat: the whole export peaks within 64 MB of the ~1 M-row one (a buffered export grows by GBs).
  const [small, all] = exports;
  const flat = !small || !all || all.rssPeakMb <= small.rssPeakMb + 64;
  console.log(`CSV memory flat (all rows' peak within 64 MB of ~1 M rows' peak): ${flat ? 'ok' : 'MISS'}`);
  return ok && flat;
}

function writeResults(kind: string, result: Record<string, unknown>): void {
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `scale-${ROWS}-${kind}.json`);
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`results: ${file}`);
}
