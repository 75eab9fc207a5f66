import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { seedDemoIfEmpty } from '../src/domains/demo';

/**
 * Child-process entry for the benchmarks: `bare` is Fastify with one route and nothing else (the
 * yardstick), `api` is the real API on a fresh PGlite with the demo data. Prints `PORT <n>`.
 */
async function main(kind: string): Promise<void> {
  if (kind === 'bare') {
    const app = Fastify();
    app.get('/bare', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    return announce(app.server.address());
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pagora-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    LOGIN_MAX_PER_IP: '1000000',
    LOGIN_MAX_PER_ACCOUNT: '1000000',
    WEB_ROOT: path.join(dataDir, 'no-web'),
    // The scale scenario points the API at its own PostgreSQL database.
    ...(process.env.BENCH_DATABASE_URL
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL, SEED_DEMO: 'always' }
      : {}),
  });
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') },
  );
  await migrate(database);
  const ctx = createContext(config, database);
  const app = await buildApp(ctx);
  await seedDemoIfEmpty(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  announce(app.server.address());
}

function announce(address: unknown): void {
  const port = typeof address === 'object' && address && 'port' in address ? address.port : 0;
  console.log(`PORT ${String(port)}`);
}

main(process.argv[2] ?? 'api').catch((err) => {
  console.error(err);
  process.exit(1);
});
