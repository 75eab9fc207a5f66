#!/usr/bin/env node
// `npm test`: every suite of the project, one after the other, then one closing line
// `N passed, N failed`. Suites: @pagora/shared and the API (node's test runner, on PGlite, or on
// the PostgreSQL server in DATABASE_URL), the front ends (jest) and the browser flows (Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const out = mkdtempSync(path.join(tmpdir(), 'pagora-test-'));
const results = [];
// Names of the failed tests, printed again just above the closing line: CI keeps only the tail
// of a long log, and a red run must say which test was red without the rest of the output.
const failures = [];

/** A failure's reason on one short line: CI shows the tail of the log, not the test's output. */
const reason = (text) =>
  stripVTControlCharacters(String(text))
    .replace(/^['"]|['"]$/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 400);

/** The `error:` of a TAP YAML block: inline, or a `|-` block of the lines indented under it. */
function tapError(yaml) {
  const lines = yaml.split('\n');
  const at = lines.findIndex((l) => /^\s+error: /.test(l));
  if (at < 0) return undefined;
  const value = lines[at].replace(/^\s+error: /, '');
  if (!/^[|>]/.test(value)) return value;
  const indent = lines[at].search(/\S/);
  const rest = [];
  for (const l of lines.slice(at + 1)) {
    if (l.trim() !== '' && l.search(/\S/) <= indent) break;
    rest.push(l);
  }
  return rest.join(' ');
}

const findTests = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return findTests(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });

/**
 * API_TESTS (paths under api/, space separated: a folder or a file) runs only those API test files:
 * CI's pass on the embedded database, after the whole suite ran on PostgreSQL (docs/decisions/039).
 */
const apiOnly = (process.env.API_TESTS ?? '').split(/\s+/).filter(Boolean);
const selected = (dir, file) => {
  if (dir !== 'api' || apiOnly.length === 0) return true;
  const rel = path.relative(path.join(root, dir), file);
  return apiOnly.some((p) => rel === p || rel.startsWith(p.endsWith('/') ? p : `${p}/`));
};

/**
 * The API's test files run compiled (api/build-tests.mjs, docs/decisions/043), not through tsx:
 * most of a test process's start was the loader. API_TESTS_TSX=1 runs them through tsx instead.
 */
async function compiledApiTests(files) {
  if (process.env.API_TESTS_TSX === '1') return { args: ['--import', 'tsx'], files, done: () => {} };
  const started = Date.now();
  const { buildApiTests } = await import(path.join(root, 'api', 'build-tests.mjs'));
  const outdir = path.join(root, 'api', 'node_modules', '.cache', `pagora-api-tests-${process.pid}`);
  // The server is built with them: the tests that start whole API processes run it compiled
  // (api/src/test/instances.ts serverCommand), not each through tsx.
  const server = path.join(root, 'api', 'src', 'server.ts');
  const built = await buildApiTests([...files, server], outdir).catch((err) => {
    rmSync(outdir, { recursive: true, force: true });
    throw err;
  });
  console.log(`api tests compiled: ${files.length} files and the server in ${Date.now() - started} ms`);
  return {
    args: ['--enable-source-maps'],
    files: built.slice(0, -1),
    env: { PAGORA_TEST_SERVER: built.at(-1) },
    done: () => rmSync(outdir, { recursive: true, force: true }),
  };
}

async function nodeSuite(name, dir) {
  const sources = findTests(path.join(root, dir, 'src'))
    .filter((file) => selected(dir, file))
    .sort();
  if (sources.length === 0) return;
  let compiled;
  try {
    compiled =
      dir === 'api'
        ? await compiledApiTests(sources)
        : { args: ['--import', 'tsx'], files: sources, done: () => {} };
  } catch (err) {
    // A test file esbuild cannot compile fails the suite with its reason, never the closing line.
    failures.push(`${name}: the test build failed — ${reason(err instanceof Error ? err.message : err)}`);
    results.push({ name, passed: 0, failed: 1 });
    return;
  }
  const { args, files, done, env = {} } = compiled;
  const tap = path.join(out, `${name}.tap`);
  const run = spawnSync(
    process.execPath,
    [
      ...args,
      '--test',
      // Node runs one file at a time on a 2-core machine (cores - 1); most of a file's time is its
      // own app and database starting, so files overlap well. Each file has its own database.
      `--test-concurrency=${process.env.TEST_CONCURRENCY || 3}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { cwd: path.join(root, dir), stdio: 'inherit', env: { ...process.env, ...env } },
  );
  done();
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(text.match(new RegExp(`^# ${label} (\\d+)`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  // Each `not ok` is followed by its YAML block; its `error:` line is the reason, printed beside
  // the name (a parent suite's reason is only 'N subtests failed').
  for (const m of text.matchAll(/^(\s*)not ok \d+ - (.+)$\n((?:\1\s+.*\n)*)/gm)) {
    const error = tapError(m[3]);
    failures.push(`${name}: ${m[2]}${error && !/subtests? failed/.test(error) ? ` — ${reason(error)}` : ''}`);
  }
  results.push({ name, passed: count('pass'), failed: failed || (run.status !== 0 ? 1 : 0) });
}

function jestSuite() {
  if (!existsSync(path.join(root, 'jest.config.js'))) return;
  const json = path.join(out, 'jest.json');
  const run = spawnSync('npx', ['jest', '--ci', '--json', `--outputFile=${json}`], {
    cwd: root,
    stdio: 'inherit',
  });
  const r = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const failed = r ? r.numFailedTests + r.numRuntimeErrorTestSuites : 1;
  for (const file of r?.testResults ?? []) {
    const rel = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) failures.push(`web: ${rel}`);
    for (const a of file.assertionResults)
      if (a.status === 'failed') failures.push(`web: ${rel} › ${a.fullName}`);
  }
  results.push({
    name: 'web (jest)',
    passed: r?.numPassedTests ?? 0,
    failed: failed || (run.status !== 0 ? 1 : 0),
  });
}

function e2eSuite() {
  const config = path.join(root, 'e2e', 'playwright.config.ts');
  if (!existsSync(config)) return;
  const json = path.join(out, 'playwright.json');
  // E2E_SPECS (names of spec files, space separated) runs only those flows: CI's PostgreSQL pass.
  const specs = (process.env.E2E_SPECS ?? '').split(/\s+/).filter(Boolean);
  const run = spawnSync('npx', ['playwright', 'test', '-c', config, '--reporter=list,json', ...specs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  });
  const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : null;
  const stats = report?.stats ?? null;
  const walk = (suite, trail) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const error = (t.results ?? []).map((r) => r.error?.message).find(Boolean);
          failures.push(
            `e2e${t.status === 'flaky' ? ' (flaky)' : ''}: ${[...here, spec.title].join(' › ')}` +
              (error ? ` — ${reason(error)}` : ''),
          );
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  const failed = stats ? stats.unexpected : 1;
  results.push({
    name: 'e2e (playwright)',
    passed: stats?.expected ?? 0,
    failed: failed || (run.status !== 0 ? 1 : 0),
  });
}

const suites = {
  shared: () => nodeSuite('shared', 'shared'),
  api: () => nodeSuite('api', 'api'),
  web: jestSuite,
  e2e: e2eSuite,
};
for (const [name, run] of Object.entries(suites)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  const before = results.length;
  await run();
  // How long each suite took, in the summary: a CI that grows must say which suite grew.
  for (const r of results.slice(before)) r.seconds = Math.round((Date.now() - started) / 1000);
}

console.log('\nResumo dos testes:');
for (const r of results)
  console.log(`  ${r.name.padEnd(20)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
if (failures.length > 0) {
  console.log('Falharam:');
  for (const f of failures) console.log(`  - ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
