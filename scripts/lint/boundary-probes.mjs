// The probes of scripts/check-boundaries.mjs: temporary files that each break one house rule (or,
// as controls, must not), written into `_boundary-probe/` folders of the real tree.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { tableOwners } from './table-owners.mjs';

export const PROBE_DIR = '_boundary-probe';
const RULE = 'import-x/no-restricted-paths';
const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const FOREIGN_SQL = 'pagora/no-foreign-table-sql';
const WORDS_RULE = 'no-restricted-syntax';
const FOREIGN_RUNTIME = 'pagora/no-foreign-runtime';

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
  if (found.length === 0) throw new Error(`no source file in ${dir}`);
  return path.join(dir, found[0]);
}

function domainsWithIndex(root) {
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

export function buildProbes(root) {
  const rel = (file) => path.relative(root, file);
  const remotes = readdirSync(root)
    .filter((n) => n.startsWith('remote-'))
    .sort();
  if (remotes.length < 2) throw new Error('need two remotes to probe remote → remote imports');
  const [remoteA, remoteB] =
    remotes.includes('remote-admin') && remotes.includes('remote-backoffice')
      ? ['remote-admin', 'remote-backoffice']
      : remotes;
  const domains = domainsWithIndex(root);
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

  // A domain's per-app state is its own (issue 37): another domain imports `gateway(ctx)` through
  // the gateway's index; `ctx.gateway` read elsewhere, or the Zoop sandbox imported, is refused.
  const outsider = domains.find((d) => !['gateway', 'payments'].includes(path.basename(d)));
  const gatewayDir = path.join(root, 'api', 'src', 'domains', 'gateway');
  if (!outsider || !existsSync(gatewayDir))
    throw new Error('need the gateway domain and a domain besides it');
  const j = probe(outsider, 'reads-gateway-state.ts');
  lintProbe(
    `j. domain ${path.basename(outsider)} reads ctx.gateway`,
    j,
    j,
    true,
    FOREIGN_RUNTIME,
    `export const probe = (ctx: { gateway: unknown }) => ctx.gateway;\n`,
  );
  lintProbe(
    `control: domain gateway reads its own ctx.gateway`,
    probe(gatewayDir, 'reads-own-state.ts'),
    j,
    false,
    FOREIGN_RUNTIME,
    `export const probe = (ctx: { gateway: unknown }) => ctx.gateway;\n`,
  );
  const k = probe(outsider, 'imports-sandbox.ts');
  lintProbe(
    `k. domain ${path.basename(outsider)} imports the Zoop sandbox`,
    k,
    someSourceFile(path.join(root, 'api', 'src', 'zoop-sandbox'), ['index.ts']),
    true,
    FOREIGN_RUNTIME,
  );

  // A front end's features meet only through app/, components/ and lib/ (issue 37).
  const featuresDir = path.join(root, 'remote-checkout', 'src', 'features');
  const [featureA, featureB] = readdirSync(featuresDir).sort();
  if (!featureA || !featureB) throw new Error('need two features in remote-checkout to probe');
  const l = probe(path.join(featuresDir, featureA), 'imports-other-feature.ts');
  lintProbe(
    `l. feature ${featureA} imports feature ${featureB}`,
    l,
    someSourceFile(path.join(featuresDir, featureB)),
    true,
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
