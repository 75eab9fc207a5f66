import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, startServer, type Measure } from './lib';
import { scaleScenario } from './scale';
import { sellersScenario } from './sellers';
import { scenarios } from './scenarios';

/**
 * `npm run bench`: each API scenario beside a bare Fastify route measured in the same run, as
 * requests per second, p99 latency and the share of the bare route's throughput.
 */
async function main(): Promise<void> {
  // `npm run bench -- scale` runs only the PostgreSQL scale scenario.
  if (process.argv.includes('scale')) return scaleScenario();
  // `npm run bench -- sellers` runs only the 5,000-sellers list scenario.
  if (process.argv.includes('sellers')) return sellersScenario();
  const bare = await startServer('bare');
  const api = await startServer('api');
  const rows: Array<Measure & { share?: number; target?: number }> = [];
  try {
    await measure('warm-up', { url: `${bare.url}/bare`, duration: 2 });
    const baseline = await measure('bare Fastify GET /bare', { url: `${bare.url}/bare` });
    rows.push(baseline);
    for (const scenario of scenarios) {
      const m = await scenario.run(api.url);
      rows.push({
        ...m,
        share: m.rps / baseline.rps,
        ...(scenario.targetShare ? { target: scenario.targetShare } : {}),
      });
    }
  } finally {
    bare.stop();
    api.stop();
  }
  printTable(rows);
  const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'latest.json'),
    JSON.stringify({ at: new Date().toISOString(), rows }, null, 2),
  );
  if (rows.some((r) => r.target !== undefined && (r.share ?? 0) < r.target)) process.exitCode = 1;
  await sellersScenario();
  await scaleScenario();
}

function printTable(rows: Array<Measure & { share?: number; target?: number }>): void {
  console.log(
    '\nscenario                                   req/s     p50 ms   p99 ms   vs bare   target   errors',
  );
  for (const r of rows) {
    const share = r.share === undefined ? '' : `${(r.share * 100).toFixed(1)}%`;
    const target =
      r.target === undefined
        ? ''
        : `>=${(r.target * 100).toFixed(0)}% ${(r.share ?? 0) >= r.target ? 'ok' : 'MISS'}`;
    console.log(
      `${r.name.padEnd(42)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${share.padStart(9)} ${target.padStart(9)} ${String(r.errors + r.non2xx).padStart(7)}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
