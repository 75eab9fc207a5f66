import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createContext } from '../src/app-context';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { seedDemoIfEmpty } from '../src/domains/demo';

/**
 * Child-process entry for the benchmarks: `bare` is Fastify with one route and nothing else (the
 * yardstick), `api` is the real API on a fresh PGlite with the demo data. Prints `PORT <n>`.
 */
async function main(kind: string): Promise<void> {
  // Stopped by the run: exit at once (and so write a `--cpu-prof` profile, lib.ts).
  process.once('SIGTERM', () => process.exit(0));
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
    PAYMENT_PROVIDER: 'sandbox',
    LOGIN_MAX_PER_IP: '1000000',
    LOGIN_MAX_PER_ACCOUNT: '1000000',
    PAYMENT_LIMIT_PER_ADDRESS: '1000000',
    PAYMENT_LIMIT_PER_CARD: '1000000',
    PAYMENT_LIMIT_PER_LINK: '1000000',
    WEB_ROOT: checkoutOnly(dataDir),
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
  // The sellers scenario (bench/sellers.ts) only: its sellers go straight into the tables.
  if (process.env.BENCH_SELLERS) await insertBenchSellers(database, Number(process.env.BENCH_SELLERS));
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The demo's first start charges its live demo PIX and subscriptions in the background: measured
  // beside them, a scenario would count their work as its own.
  if (ctx.gateway.sandbox) {
    await ctx.gateway.ready;
    await ctx.tasks.drain();
  }
  announce(app.server.address());
}

/**
 * A web root holding only the checkout's build, when there is one (`npm run build`): the API then
 * renders `/pay/:linkId` as in production (the payer page scenario), and serves no other app.
 */
function checkoutOnly(dataDir: string): string {
  const root = path.join(dataDir, 'web');
  const built = path.resolve(import.meta.dirname, '../../remote-checkout');
  mkdirSync(path.join(root, 'remote-checkout'), { recursive: true });
  for (const dir of ['dist', 'dist-server'])
    if (existsSync(path.join(built, dir)))
      symlinkSync(path.join(built, dir), path.join(root, 'remote-checkout', dir));
  return root;
}

/**
 * Bench only: `n` sellers (and their seller logins, which cannot log in) for the demo marketplace
 * 'marketplace@pagora.demo', in one statement; names repeat a few first names so a search has hits.
 */
async function insertBenchSellers(database: Database, n: number): Promise<void> {
  await database.query(
    `WITH mp AS (SELECT id FROM marketplaces WHERE email = 'marketplace@pagora.demo'),
     u AS (
       INSERT INTO users (nome, email, password_hash, cargo, marketplace_id)
       SELECT (ARRAY['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabi','Hugo'])[1 + g % 8] || ' Loja ' || g,
              'bench' || g || '@sellers.bench', '!bench', 'seller', mp.id
       FROM generate_series(1, $1::int) g, mp
       RETURNING id, nome, email, marketplace_id)
     INSERT INTO sellers (marketplace_id, user_id, id_seller, nome, email, cpf_cnpj, phone, address)
     SELECT marketplace_id, id, md5(email), nome, email, '52998224725', '(11) 99999-9999',
            '{"street":"Rua A","number":"1","complement":"","neighborhood":"Centro","city":"São Paulo","state":"SP","zipCode":"01001-000","country":"Brasil"}'::jsonb
     FROM u`,
    [n],
  );
  await database.exec('ANALYZE');
}

function announce(address: unknown): void {
  const port = typeof address === 'object' && address && 'port' in address ? address.port : 0;
  console.log(`PORT ${String(port)}`);
}

main(process.argv[2] ?? 'api').catch((err) => {
  console.error(err);
  process.exit(1);
});
