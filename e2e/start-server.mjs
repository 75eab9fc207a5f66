#!/usr/bin/env node
// Starts one e2e server with `npm start`'s script. On PGlite each server has its own DATA_DIR.
// When the suite runs against PostgreSQL (DATABASE_URL set), each server gets a fresh database
// of its own on that server, seeded with the demo accounts like the embedded first start, and
// its heavy reads go to the replica in DATABASE_READ_URL when one is given (docs/read-replica.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };

if (env.DATABASE_URL) {
  const name = `pagora_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.SEED_DEMO = 'always';
  // The replica streams the whole cluster, so the new database is there under the same name.
  if (env.DATABASE_READ_URL) {
    const read = new URL(env.DATABASE_READ_URL);
    read.pathname = `/${name}`;
    env.DATABASE_READ_URL = read.toString();
  }
}

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
