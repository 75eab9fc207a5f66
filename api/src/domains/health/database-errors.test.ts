import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../../app-context';
import { buildApp } from '../../app';
import { testConfig } from '../../test/config';
import { openDatabase, type Database } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { serverCommand } from '../../test/instances';
import { DEMO_PASSWORD, seedDemoAccounts } from '../demo';

/**
 * What an operator sees when the database fails (issue 35, item 18): a start that gives up on
 * PostgreSQL, or finds no disk space for PGlite, ends with one sentence, not a stack; a write
 * refused for lack of disk answers 503 in pt-BR, readiness says so, and the errors are counted.
 * The full disk is a real one: a small tmpfs (needs root and mount; skipped otherwise).
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const mounts: string[] = [];

after(() => {
  for (const dir of mounts) {
    try {
      execFileSync('umount', [dir], { stdio: 'ignore' });
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A tmpfs of `megabytes`, or null where this machine cannot mount one. */
function smallDisk(megabytes: number): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'pagora-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  mounts.push(dir);
  return dir;
}
// Processes and disks of their own, whatever the suite's database: run once, in the PGlite pass.
const ONCE = process.env.DATABASE_URL ? 'runs in the PGlite pass (DATABASE_URL unset)' : false;
const CAN_MOUNT =
  ONCE ||
  (() => {
    const probe = smallDisk(1);
    return probe ? false : 'needs root and mount (a small tmpfs to fill)';
  })();

/** Takes every byte left on the disk at `dir`. */
const fill = (dir: string) =>
  execFileSync('sh', ['-c', `dd if=/dev/zero of=${dir}/filler bs=64k 2>/dev/null || true`]);

/** `src/server.ts` with `env`: its exit code and stderr. */
function startOnce(env: Record<string, string>) {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stderr })),
  );
}

const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test(
  'a start that gives up on PostgreSQL ends with one operator sentence, no stack',
  { skip: ONCE },
  async () => {
    const port = await closedPort();
    const { code, stderr } = await startOnce({
      DATABASE_URL: `postgres://pagora:segredo@127.0.0.1:${port}/pagora`,
      DB_CONNECT_TIMEOUT_SECONDS: '1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pagora-start-')),
    });
    assert.equal(code, 1);
    assert.match(
      stderr,
      new RegExp(
        `Pagora não iniciou: o PostgreSQL 127\\.0\\.0\\.1:${port}/pagora \\(DATABASE_URL\\) não respondeu em 1 s \\(ECONNREFUSED\\)\\. Verifique se o servidor está no ar`,
      ),
    );
    assert.match(
      stderr,
      /Pagora did not start: PostgreSQL 127\.0\.0\.1:\d+\/pagora \(DATABASE_URL\) did not answer/,
    );
    assert.doesNotMatch(stderr, /\n\s+at /, 'no stack trace');
    assert.ok(!stderr.includes('segredo'), 'the password in DATABASE_URL is not shown');
  },
);

test('PGlite started on a full disk says so in one sentence', { skip: CAN_MOUNT }, async () => {
  const disk = smallDisk(8);
  assert.ok(disk);
  fill(disk);
  const { code, stderr } = await startOnce({
    DATA_DIR: disk,
    PAYMENT_PROVIDER: 'sandbox',
    TOKEN_SECRET: 'full-disk-token-secret-full-disk-token',
  });
  assert.equal(code, 1);
  assert.match(
    stderr,
    new RegExp(
      `Pagora não iniciou: o banco de dados \\(PGlite ${disk}/pglite \\(DATA_DIR\\)\\) está sem espaço em disco`,
    ),
  );
  assert.doesNotMatch(stderr, /ErrnoError/);
});

test(
  'PGlite out of disk: a write answers 503 in pt-BR, /api/ready 503, the error is counted',
  {
    skip: CAN_MOUNT,
  },
  async () => {
    const disk = smallDisk(150);
    assert.ok(disk);
    mkdirSync(path.join(disk, 'data'));
    let database: Database | undefined;
    let app: FastifyInstance | undefined;
    try {
      database = await openDatabase({ pgliteDir: path.join(disk, 'data', 'pglite') });
      await migrate(database);
      const ctx = createContext(
        testConfig({ webRoot: '/nonexistent', dataDir: path.join(disk, 'data') }),
        database,
      );
      await seedDemoAccounts(ctx);
      app = await buildApp(ctx, {});
      // Ready means the embedded provider is connected too: it is reached over the app's own port.
      await app.listen({ port: 0, host: '127.0.0.1' });
      await ctx.gateway.ready;
      // Each login writes a session row; at one row per page the table soon needs a page more.
      await database.exec(`ALTER TABLE sessions SET (fillfactor = 10); CHECKPOINT; SELECT pg_switch_wal();`);
      const before = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(before.statusCode, 200, before.body);
      fill(disk);

      let refused: { statusCode: number; body: string } | undefined;
      for (let i = 0; i < 200 && !refused; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'admin@pagora.demo', password: DEMO_PASSWORD },
        });
        if (res.statusCode !== 200) refused = res;
      }
      assert.ok(refused, 'a write was refused for lack of disk');
      assert.equal(refused.statusCode, 503, refused.body);
      assert.deepEqual(JSON.parse(refused.body), {
        message:
          'Serviço temporariamente indisponível: o servidor está sem espaço em disco. Tente novamente mais tarde.',
        code: 'disk_full',
      });
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      assert.equal(ready.statusCode, 503);
      assert.match(ready.json<{ message: string }>().message, /o disco do banco de dados está cheio/);
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      assert.match(metrics.body, /pagora_database_errors_total\{class="disk_full"\} [1-9]/);
    } finally {
      await app?.close().catch(() => undefined);
      await database?.close().catch(() => undefined);
    }
  },
);
