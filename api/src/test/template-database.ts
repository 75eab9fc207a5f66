import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase, type Database } from '../platform/db/client';
import { MIGRATIONS_DIR, migrate } from '../platform/db/migrate';

/**
 * Empty, migrated databases for tests, copied from a template instead of built from nothing.
 *
 * Each test file runs in its own process and most open a database. A new PGlite runs initdb inside
 * WebAssembly (1.5-2.5 s on the CI machine) where loading a dumped data folder takes about 0.4 s;
 * on a PostgreSQL server the migrations take about 0.8 s where `CREATE DATABASE … TEMPLATE` takes
 * 0.1 s. The first process to need a template makes it; later ones copy it. Templates are named
 * by a hash of the migrations (and the PGlite version): a new or edited migration makes a new one,
 * and `migrate` still runs on every copy, applying nothing when the copy is current.
 */

/** PGlite: the template is a dumped data folder under node_modules/.cache. */
export async function openMigratedPglite(): Promise<Database> {
  const pglitePackage = pgliteDir();
  const version = (
    JSON.parse(readFileSync(path.join(pglitePackage, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const file = path.join(
    path.dirname(path.dirname(pglitePackage)), // node_modules/@electric-sql/pglite → node_modules
    '.cache',
    'pagora-pglite-template',
    `${migrationsHash(version)}.tar`,
  );
  if (existsSync(file)) {
    const database = await openDatabase({ pgliteDir: null, loadDataDir: new Blob([readFileSync(file)]) });
    await migrate(database);
    return database;
  }
  const database = await openDatabase({ pgliteDir: null });
  await migrate(database);
  const dump = Buffer.from(await (await dumpPglite(database)).arrayBuffer());
  mkdirSync(path.dirname(file), { recursive: true });
  // Several test processes may make it at once: each writes its own file and renames it in place.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return database;
}

/**
 * PostgreSQL: creates database `name` on the server of `serverUrl` as a copy of a migrated template
 * database, made first if missing (built under a private name, then renamed: concurrent makers
 * never copy a half-migrated one).
 */
export async function createFromTemplate(serverUrl: string, name: string): Promise<void> {
  const template = `pagora_tmpl_${migrationsHash('postgres')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) await makeTemplate(admin, serverUrl, template);
    // A copy needs the template free of sessions; copies started together may briefly collide.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

/**
 * Waits until the replica at `replicaUrl` has replayed everything the primary at `primaryUrl` has
 * written (a database just created there included), so a test's first heavy read finds it.
 */
export async function replicaCaughtUp(
  primaryUrl: string,
  replicaUrl: string,
  timeoutMs = 30_000,
): Promise<void> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const replica = new pg.Client({ connectionString: replicaUrl });
  await primary.connect();
  try {
    await replica.connect();
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const done = await replica.query<{ ok: boolean }>(
        'SELECT coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS ok',
        [rows[0]?.lsn],
      );
      if (done.rows[0]?.ok) return;
      if (Date.now() > deadline) throw new Error(`replica ${replicaUrl} did not catch up in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await replica.end().catch(() => undefined);
    await primary.end();
  }
}

async function makeTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<void> {
  const building = `${template}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  try {
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  } catch {
    // Another process made it first: use theirs.
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
  }
}

function migrationsHash(salt: string): string {
  const hash = createHash('sha256').update(salt);
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The PGlite package's folder: its exports hide package.json, so walk up from the entry point. */
function pgliteDir(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}
