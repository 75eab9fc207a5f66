import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

// The API package's `migrations/` folder, found by walking up: the same code runs from `src/`
// (tsx, tests) and from the compiled bundle in `dist/`.
export const MIGRATIONS_DIR = findUp(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

function findUp(from: string, name: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`folder "${name}" not found above ${from}`);
  }
}

/**
 * Applies every `migrations/NNNN_name.sql` not yet applied, in name order, each in its own
 * transaction. The same files run on PGlite and PostgreSQL. On a server, an advisory lock keeps
 * two API instances starting together from migrating at once.
 */
export async function migrate(database: Database): Promise<string[]> {
  return database.pinned((conn) => migrateOn(conn));
}

function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
}

/** How many of this build's migrations the database has not applied (readiness wants 0). */
export async function pendingMigrations(database: Pick<Database, 'query'>): Promise<number> {
  const rows = await database.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  return migrationFiles().filter((f) => !done.has(f)).length;
}

async function migrateOn(database: Pick<Database, 'exec' | 'query'>): Promise<string[]> {
  const files = migrationFiles();
  const applied: string[] = [];
  await database.exec('SELECT pg_advisory_lock(724011)');
  try {
    await database.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const body = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      const escaped = file.replace(/'/g, "''");
      await database.exec(
        `BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`,
      );
      applied.push(file);
    }
  } catch (err) {
    await database.exec('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await database.exec('SELECT pg_advisory_unlock(724011)');
  }
  return applied;
}
