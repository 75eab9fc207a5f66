import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { billingScenario } from './billing';
import { measure, startServer, type Measure, type MeasureOptions, type Server } from './lib';
import { scaleScenario } from './scale';
import { sellersScenario } from './sellers';
import { statementScenario } from './statement';
import { statementsScenario } from './statements';
import { scenarios } from './scenarios';

/** Rounds of bare/API alternation per ratio scenario (`BENCH_ROUNDS`), seconds each side. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** `cpuShare`: the bare route's CPU per request over this route's (load-independent, unlike `share`). */
type Row = Measure & { share?: number; target?: number; rounds?: string; cpuShare?: number };

/**
 * A ratio measured so it means the same on a busy and an idle machine: bare, then the API route,
 * alternately, `ROUNDS` times; the share is the median of the per-round ratios (a burst of load
 * from elsewhere lands on one round's pair, not on one side of the comparison).
 */
async function alternate(
  name: string,
  bareServer: Server,
  api: MeasureOptions,
  target: number,
): Promise<Row> {
  const bareUrl = bareServer.url;
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let last: Measure | null = null;
  await measure(`${name} (warm-up)`, { ...api, duration: 2, warmup: 0 });
  for (let round = 0; round < ROUNDS; round += 1) {
    const bare = await measure('bare', {
      url: `${bareUrl}/bare`,
      duration: ROUND_SECONDS,
      warmup: 0,
      pid: bareServer.pid,
    });
    last = await measure(name, { ...api, duration: ROUND_SECONDS, warmup: 0 });
    ratios.push(last.rps / bare.rps);
    if (bare.cpuMs && last.cpuMs) cpuRatios.push(bare.cpuMs / last.cpuMs);
  }
  return {
    ...(last ?? { name, rps: 0, p50: 0, p99: 0, errors: 0, non2xx: 0 }),
    share: median(ratios),
    target,
    rounds: ratios.map((r) => `${(r * 100).toFixed(1)}%`).join(' '),
    ...(cpuRatios.length ? { cpuShare: median(cpuRatios) } : {}),
  };
}

/**
 * `npm run bench`: each API scenario beside a bare Fastify route measured in the same run, as
 * requests per second, p99 latency and the share of the bare route's throughput; the machine's
 * load average is printed before and after.
 */
async function main(): Promise<void> {
  // `npm run bench -- scale` runs only the PostgreSQL scale scenario.
  if (process.argv.includes('scale')) return scaleScenario();
  // `npm run bench -- billing` runs only the subscription-charging sweep.
  if (process.argv.includes('billing')) return billingScenario();
  // `npm run bench -- statement` runs only the statement's pages and export (1,000,000 lines).
  if (process.argv.includes('statement')) return statementScenario();
  // `npm run bench -- sellers` runs only the seller and marketplace list pages (5,000 sellers).
  if (process.argv.includes('sellers')) return sellersScenario();
  // `npm run bench -- live` runs only the two PIX scenarios (charges created, paid -> socket).
  if (process.argv.includes('live')) return liveScenarios();
  // `npm run bench -- me` runs only GET /api/me against the bare route (its ratio rounds);
  // `npm run bench -- payer` the payer page's (GET /api/payment-ver/:linkId).
  if (process.argv.includes('me')) return ratioScenario('GET /api/me');
  if (process.argv.includes('payer')) return ratioScenario('GET /api/payment-ver');
  // `npm run bench -- statements` counts SQL statements per PIX charge (load-independent).
  if (process.argv.includes('statements')) return statementsScenario();
  const bare = await startServer('bare');
  const api = await startServer('api');
  const rows: Row[] = [];
  const loadBefore = load();
  try {
    await measure('warm-up', { url: `${bare.url}/bare`, duration: 2 });
    const baseline = await measure('bare Fastify GET /bare', { url: `${bare.url}/bare` });
    rows.push(baseline);
    for (const scenario of scenarios) {
      if ('load' in scenario) {
        rows.push(
          await alternate(
            scenario.name,
            bare,
            { ...(await scenario.load(api.url)), pid: api.pid },
            scenario.targetShare,
          ),
        );
        continue;
      }
      const m = await scenario.run(api.url, api.pid);
      rows.push({ ...m, share: m.rps / baseline.rps });
    }
  } finally {
    bare.stop();
    api.stop();
  }
  printTable(rows);
  console.log(
    `\nload average (1, 5, 15 min): before ${loadBefore}, after ${load()} on ${os.cpus().length} CPUs`,
  );
  console.log(
    `ratios: median of ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s (bare, then the API route)`,
  );
  for (const r of rows) if (r.rounds) console.log(`  ${r.name}: ${r.rounds}`);
  printGoals(rows);
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'latest.json'),
    JSON.stringify(
      { at: new Date().toISOString(), load: { before: loadBefore, after: load() }, rows },
      null,
      2,
    ),
  );
  if (rows.some((r) => r.target !== undefined && (r.share ?? 0) < r.target)) process.exitCode = 1;
  await sellersScenario();
  await billingScenario();
  await scaleScenario();
}

/** One route's rounds against the bare route alone, for comparing two builds of the hooks. */
async function ratioScenario(prefix: string): Promise<void> {
  const bare = await startServer('bare');
  const api = await startServer('api');
  const rows: Row[] = [];
  try {
    for (const scenario of scenarios)
      if ('load' in scenario && scenario.name.startsWith(prefix))
        rows.push(
          await alternate(
            scenario.name,
            bare,
            { ...(await scenario.load(api.url)), pid: api.pid },
            scenario.targetShare,
          ),
        );
  } finally {
    bare.stop();
    api.stop();
  }
  printTable(rows);
  for (const r of rows) if (r.rounds) console.log(`  ${r.name}: ${r.rounds}`);
  printGoals(rows);
}

/**
 * The PIX scenarios alone, for comparing two builds of the payment path quickly: on PGlite, or with
 * DATABASE_URL on a fresh database of that PostgreSQL server (dropped after).
 */
async function liveScenarios(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return liveOn('PGlite', {});
  const name = `pagora_live_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await liveOn('PostgreSQL', { BENCH_DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

async function liveOn(database: string, env: Record<string, string>): Promise<void> {
  const api = await startServer('api', env);
  const rows: Row[] = [];
  const loadBefore = load();
  console.log(`PIX scenarios on ${database}, embedded sandbox`);
  try {
    for (const scenario of scenarios)
      if ('run' in scenario && /PIX/.test(scenario.name)) rows.push(await scenario.run(api.url, api.pid));
  } finally {
    api.stop();
  }
  printTable(rows);
  console.log(
    `\nload average (1, 5, 15 min): before ${loadBefore}, after ${load()} on ${os.cpus().length} CPUs`,
  );
  printGoals(rows);
}

/** Issue 27's goals for the live part, each beside this run's figure. */
function printGoals(rows: Row[]): void {
  const row = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  const socket = row('PIX paid -> socket push') as (Row & { p95?: number }) | undefined;
  const me = row('GET /api/me');
  const pix = row('POST /api/payment PIX');
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISS');
  console.log('\ngoals (issue 27):');
  if (socket?.p95 !== undefined)
    console.log(
      `  PIX paid -> payer socket p95   ${socket.p95} ms   target < 100 ms   ${verdict(socket.p95 < 100)}`,
    );
  if (me?.share !== undefined)
    console.log(
      `  GET /api/me vs bare            ${(me.share * 100).toFixed(1)}%   target > 40%   ${verdict(me.share > 0.4)}` +
        (me.cpuShare === undefined
          ? ''
          : `   (by CPU per request, which load elsewhere does not move: ${(me.cpuShare * 100).toFixed(1)}%)`),
    );
  if (pix)
    console.log(
      `  PIX charges created            ${pix.rps}/s, p50 ${pix.p50} ms   target >= 174/s (twice 87/s)   ${verdict(pix.rps >= 174)}` +
        (pix.cpuMs === undefined ? '' : `   (API CPU ${pix.cpuMs} ms per charge)`),
    );
}

function printTable(rows: Row[]): void {
  console.log(
    '\nscenario                                   req/s     p50 ms   p99 ms   vs bare   target   errors   CPU ms/req',
  );
  for (const r of rows) {
    const share = r.share === undefined ? '' : `${(r.share * 100).toFixed(1)}%`;
    const target =
      r.target === undefined
        ? ''
        : `>=${(r.target * 100).toFixed(0)}% ${(r.share ?? 0) >= r.target ? 'ok' : 'MISS'}`;
    console.log(
      `${r.name.padEnd(42)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${share.padStart(9)} ${target.padStart(9)} ${String(r.errors + r.non2xx).padStart(7)} ${String(r.cpuMs ?? '').padStart(12)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
