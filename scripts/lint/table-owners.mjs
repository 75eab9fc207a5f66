// Which API domain owns each database table (docs/decisions/012, 024), for the lint rule that
// refuses raw SQL naming another domain's table. Built from the code itself, so a new table needs
// no list kept by hand:
//   1. a table declared with drizzle (`pgTable('name', …)`) in a file of `api/src/domains/<d>/`
//      belongs to <d>;
//   2. a table the migrations create that no domain declares (kept in raw SQL only) belongs to the
//      one domain whose production code names it in SQL; named by several, it has no owner and
//      every use of it is reported until its domain declares it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sqlTableNames } from './sql-tables.mjs';

const IGNORED = /(^|\/)(_boundary-probe)\//;
/** Tests and test support build fixtures with SQL: they are not writers of record. */
export const TEST_FILE = /(\.test\.tsx?|\/testing\.ts|\/test-[\w-]+\.ts)$/;

function domainFiles(domainsDir) {
  return readdirSync(domainsDir, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !IGNORED.test(`/${f}`))
    .map((f) => ({
      domain: f.split('/')[0],
      file: f,
      source: readFileSync(path.join(domainsDir, f), 'utf8'),
    }));
}

function migrationTables(migrationsDir) {
  if (!existsSync(migrationsDir)) return [];
  const names = new Set();
  for (const f of readdirSync(migrationsDir).filter((n) => n.endsWith('.sql'))) {
    const text = readFileSync(path.join(migrationsDir, f), 'utf8');
    for (const m of text.matchAll(
      /create\s+table\s+(?:if\s+not\s+exists\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi,
    ))
      names.add(m[1].toLowerCase());
  }
  return [...names];
}

/**
 * `{ owners: Map<table, domain>, unowned: Set<table> }` for the repository at `root`. `unowned`:
 * created by a migration, declared by no domain and named in SQL by more than one.
 */
export function tableOwners(root) {
  const domainsDir = path.join(root, 'api', 'src', 'domains');
  const files = domainFiles(domainsDir);
  const owners = new Map();
  for (const { domain, source } of files)
    for (const m of source.matchAll(/pgTable\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g)) owners.set(m[1], domain);

  const undeclared = new Set(
    migrationTables(path.join(root, 'api', 'migrations')).filter((t) => !owners.has(t)),
  );
  const namedBy = new Map([...undeclared].map((t) => [t, new Set()]));
  for (const { domain, file, source } of files) {
    if (TEST_FILE.test(`/${file}`)) continue;
    for (const table of sqlTableNames(source)) namedBy.get(table)?.add(domain);
  }
  const unowned = new Set();
  for (const [table, domains] of namedBy) {
    if (domains.size === 1) owners.set(table, [...domains][0]);
    else if (domains.size > 1) unowned.add(table);
  }
  return { owners, unowned };
}
