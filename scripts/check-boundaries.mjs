#!/usr/bin/env node
// Proves the house plan's checks bite (docs/decisions/004-house-plan.md). Lint on a clean tree
// passes; then temporary probe files that break each rule must fail:
//   a. a remote importing another remote's file        → import-x/no-restricted-paths
//   b. @pagora/shared importing an app                  → import-x/no-restricted-paths
//   c. an API domain importing another domain's internal file, not its index.ts
//                                                       → import-x/no-restricted-paths
//   d. an unformatted file                              → prettier --check
//   e. a domain's index.ts exporting its drizzle tables  → @typescript-eslint/no-restricted-imports
//   f. a domain importing another domain's tables.ts    → import-x/no-restricted-paths
//   g. production code importing another domain's test support (testing.ts)
//                                                       → @typescript-eslint/no-restricted-imports
//   h. raw SQL in a domain naming another domain's table → pagora/no-foreign-table-sql
//   i. a screen's text with a word the glossary replaced  → no-restricted-syntax (scripts/lint/words.mjs)
// and, as controls, a domain importing another through its index.ts, and raw SQL naming the
// domain's own table or reading another's through its interpolated read view, must not be reported.
// Probes live in `_boundary-probe/` folders (git-ignored, eslint-ignored: linted here with
// --no-ignore) and are removed in `finally`. Not a dot-folder: the zones' globs do not match paths
// with a dot segment, so a probe there would prove nothing. Exits 1 naming every check that did not hold.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableOwners } from './lint/table-owners.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROBE_DIR = '_boundary-probe';
const RULE = 'import-x/no-restricted-paths';
const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const FOREIGN_SQL = 'pagora/no-foreign-table-sql';
const WORDS_RULE = 'no-restricted-syntax';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const rel = (file) => path.relative(root, file);

/** An import specifier from `fromFile` to `toFile`, as written in source (no extension). */
function specifier(fromFile, toFile) {
  const s = path
    .relative(path.dirname(fromFile), toFile)
    .split(path.sep)
    .join('/')
    .replace(/\.tsx?$/, '');
  return s.startsWith('.') ? s : `./${s}`;
}

/** The first of `names` that exists in `dir`, else the first source file found there. */
function someSourceFile(dir, names = []) {
  for (const name of names) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  const found = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.includes(PROBE_DIR) && !/\.test\.tsx?$/.test(f))
    .sort();
  if (found.length === 0) throw new Error(`no source file in ${rel(dir)}`);
  return path.join(dir, found[0]);
}

function domainsWithIndex() {
  const dir = path.join(root, 'api', 'src', 'domains');
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'index.ts')))
    .map((e) => path.join(dir, e.name))
    .sort();
}

/** A domain's file that is neither its index nor its test support: off limits to other domains. */
function internalFile(domainDir) {
  const files = readdirSync(domainDir)
    .filter((f) => f.endsWith('.ts') && !['index.ts', 'testing.ts'].includes(f) && !f.endsWith('.test.ts'))
    .sort();
  return files.length > 0 ? path.join(domainDir, files[0]) : undefined;
}

function buildProbes() {
  const remotes = readdirSync(root)
    .filter((n) => n.startsWith('remote-'))
    .sort();
  if (remotes.length < 2) throw new Error('need two remotes to probe remote → remote imports');
  const [remoteA, remoteB] =
    remotes.includes('remote-admin') && remotes.includes('remote-backoffice')
      ? ['remote-admin', 'remote-backoffice']
      : remotes;
  const domains = domainsWithIndex();
  const target = domains.find((d) => domains.some((o) => o !== d && internalFile(o)));
  const other = domains.find((o) => o !== target && internalFile(o));
  if (!target || !other) throw new Error('need two API domains (one with an internal file) to probe');

  const probe = (dir, name) => path.join(dir, PROBE_DIR, name);
  const probes = [];
  const lintProbe = (label, file, importee, expectViolation, rule = RULE, source = undefined) =>
    probes.push({
      label,
      file,
      expectViolation,
      rule,
      source: source ?? `import '${specifier(file, importee)}';\n`,
    });

  const a = probe(path.join(root, remoteA, 'src'), 'imports-other-remote.ts');
  lintProbe(
    `a. ${remoteA} imports ${remoteB}`,
    a,
    someSourceFile(path.join(root, remoteB, 'src'), ['bootstrap.tsx', 'index.ts']),
    true,
  );

  const b = probe(path.join(root, 'shared', 'src'), 'imports-an-app.ts');
  lintProbe(
    'b. @pagora/shared imports the shell',
    b,
    someSourceFile(path.join(root, 'shell', 'src'), ['bootstrap.tsx', 'index.ts']),
    true,
  );

  const c = probe(target, 'imports-internal-file.ts');
  const internal = internalFile(other);
  lintProbe(`c. domain ${path.basename(target)} imports ${rel(internal)}`, c, internal, true);

  const control = probe(target, 'imports-index.ts');
  lintProbe(
    `control: domain ${path.basename(target)} imports ${path.basename(other)}/index.ts`,
    control,
    path.join(other, 'index.ts'),
    false,
  );

  // One writer per table (docs/decisions/012): tables stay inside their domain.
  const withTables = domains.filter((d) => existsSync(path.join(d, 'tables.ts')));
  const owner = withTables[0];
  const reader = domains.find((d) => d !== owner);
  const withTesting = domains.find((d) => d !== reader && existsSync(path.join(d, 'testing.ts')));
  if (!owner || !reader || !withTesting)
    throw new Error('need a domain with tables.ts and one with testing.ts');
  const e = probe(owner, 'index.ts');
  const tables = path.join(owner, 'tables.ts');
  lintProbe(
    `e. ${path.basename(owner)}'s index exports its tables`,
    e,
    tables,
    true,
    RESTRICTED,
    `export * from '${specifier(e, tables)}';\n`,
  );
  const f = probe(reader, 'imports-tables.ts');
  lintProbe(`f. domain ${path.basename(reader)} imports ${rel(tables)}`, f, tables, true);
  const g = probe(reader, 'imports-test-support.ts');
  const testing = path.join(withTesting, 'testing.ts');
  lintProbe(
    `g. production code in ${path.basename(reader)} imports ${rel(testing)}`,
    g,
    testing,
    true,
    RESTRICTED,
  );

  // One writer per table in raw SQL too (docs/decisions/024): a table of one domain, named in
  // another's SQL text, is refused; the owner's own SQL and an interpolated view are not.
  const { owners } = tableOwners(root);
  const [table, tableOwner] = [...owners].sort(([x], [y]) => x.localeCompare(y))[0] ?? [];
  const sqlReader = domains.find((d) => path.basename(d) !== tableOwner);
  if (!table || !sqlReader) throw new Error('need a table owned by one domain and another domain');
  const ownerDir = path.join(root, 'api', 'src', 'domains', tableOwner);
  const h = probe(sqlReader, 'names-foreign-table.ts');
  lintProbe(
    `h. raw SQL in ${path.basename(sqlReader)} names ${tableOwner}'s table ${table}`,
    h,
    h,
    true,
    FOREIGN_SQL,
    `export const probe = \`SELECT x.id\n  FROM ${path.basename(sqlReader)}_rows r JOIN ${table} x ON x.id = r.id\`;\n`,
  );
  lintProbe(
    `control: raw SQL in ${tableOwner} names its own table ${table}`,
    probe(ownerDir, 'names-own-table.ts'),
    h,
    false,
    FOREIGN_SQL,
    `export const probe = 'SELECT id FROM ${table} WHERE id = $1';\n`,
  );
  lintProbe(
    `control: raw SQL in ${path.basename(sqlReader)} reads ${table} through an interpolated view`,
    probe(sqlReader, 'names-view.ts'),
    h,
    false,
    FOREIGN_SQL,
    `const view = '${table}';\nexport const probe = \`SELECT id FROM \${view} WHERE id = $1\`;\n`,
  );

  // One word for one thing in what users read (issue 20, scripts/lint/words.mjs).
  const words = probe(path.join(root, remoteA, 'src'), 'mixed-words.tsx');
  lintProbe(
    `i. a screen in ${remoteA} writes 'E-mail' and 'Pix'`,
    words,
    words,
    true,
    WORDS_RULE,
    `export const Probe = () => <label title="E-mail">Pague com Pix</label>;\n`,
  );
  lintProbe(
    `control: a screen in ${remoteA} writes 'Email' and 'PIX'`,
    probe(path.join(root, remoteA, 'src'), 'one-word.tsx'),
    words,
    false,
    WORDS_RULE,
    `export const Probe = () => <label title="Email">Pague com PIX</label>;\n`,
  );

  const d = probe(path.join(root, remoteA, 'src'), 'unformatted.ts');
  const unformatted = {
    label: 'd. an unformatted file',
    file: d,
    source: 'export const  probe = {a:1,"b" : [1,2 ,3]}\n',
  };
  return { probes, unformatted };
}

function run(command, args) {
  const r = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  return r;
}

const failures = [];
const passes = [];
const check = (ok, label, why) => (ok ? passes.push(label) : failures.push(`${label}: ${why}`));

// 1. The real tree passes lint (the probes' folders are ignored by the config).
const clean = run(bin('eslint'), ['.', '--format', 'json']);
const cleanErrors = clean.stdout ? JSON.parse(clean.stdout).filter((r) => r.errorCount > 0) : [];
check(
  clean.status === 0,
  'the clean tree passes eslint',
  cleanErrors.length > 0
    ? `errors in ${cleanErrors.map((r) => rel(r.filePath)).join(', ')}`
    : `eslint exited ${clean.status}: ${clean.stderr.trim()}`,
);

// 2. Each probe breaks its rule.
const { probes, unformatted } = buildProbes();
const created = new Set();
const cleanup = () => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}
try {
  for (const p of [...probes, unformatted]) {
    const dir = path.dirname(p.file);
    if (!created.has(dir)) {
      rmSync(dir, { recursive: true, force: true }); // a probe folder left by a killed run
      mkdirSync(dir, { recursive: true });
      created.add(dir);
    }
    writeFileSync(p.file, p.source);
  }

  const lint = run(bin('eslint'), ['--no-ignore', '--format', 'json', ...probes.map((p) => p.file)]);
  let results = [];
  try {
    results = JSON.parse(lint.stdout);
  } catch {
    failures.push(`eslint on the probes gave no report (exit ${lint.status}): ${lint.stderr.trim()}`);
  }
  for (const p of probes) {
    const result = results.find((r) => path.resolve(r.filePath) === p.file);
    if (!result) {
      if (results.length > 0) failures.push(`${p.label}: eslint did not lint ${rel(p.file)}`);
      continue;
    }
    const hits = result.messages.filter((m) => m.ruleId === p.rule && m.severity === 2);
    if (p.expectViolation) {
      const other = result.messages.map((m) => m.ruleId ?? m.message).join(', ') || 'nothing';
      check(hits.length > 0, `${p.label} → ${p.rule}`, `not reported (eslint reported: ${other})`);
    } else {
      check(hits.length === 0, p.label, `wrongly reported: ${hits.map((m) => m.message).join('; ')}`);
    }
  }
  if (lint.status === 0) failures.push('eslint exited 0 on probes that break the import boundaries');

  // The probe folder is git-ignored, which prettier honours: check it with .prettierignore only.
  const format = run(bin('prettier'), ['--check', '--ignore-path', '.prettierignore', unformatted.file]);
  check(
    format.status !== 0 && `${format.stdout}${format.stderr}`.includes(rel(unformatted.file)),
    `${unformatted.label} → prettier --check fails`,
    `prettier --check exited ${format.status}: ${`${format.stdout}${format.stderr}`.trim()}`,
  );
} finally {
  cleanup();
}

for (const label of passes) console.log(`ok   ${label}`);
for (const failure of failures) console.error(`FAIL ${failure}`);
if (failures.length > 0) {
  console.error(
    `\ncheck-boundaries: ${failures.length} check(s) did not hold: the lint or format rules no longer bite ` +
      '(eslint.config.mjs, .prettierignore; docs/decisions/004-house-plan.md).',
  );
  process.exit(1);
}
console.log(`\ncheck-boundaries: ${passes.length} checks hold: lint and format rules bite.`);
