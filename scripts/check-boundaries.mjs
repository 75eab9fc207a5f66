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
//   j. a domain reading another's per-app state (ctx.gateway) → pagora/no-foreign-runtime
//   l. a front end's feature importing another feature → import-x/no-restricted-paths
//   k. a domain importing the Zoop sandbox (a stand-in reached over HTTP) → pagora/no-foreign-runtime
// and, as controls, a domain importing another through its index.ts, and raw SQL naming the
// domain's own table or reading another's through its interpolated read view, must not be reported.
// Probes live in `_boundary-probe/` folders (git-ignored, eslint-ignored: linted here with
// --no-ignore) and are removed in `finally`. Not a dot-folder: the zones' globs do not match paths
// with a dot segment, so a probe there would prove nothing. Exits 1 naming every check that did not hold.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProbes } from './lint/boundary-probes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const rel = (file) => path.relative(root, file);

function run(command, args) {
  const r = spawnSync(command, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  return r;
}

const failures = [];
const passes = [];
const check = (ok, label, why) => (ok ? passes.push(label) : failures.push(`${label}: ${why}`));

// 1. The real tree passes lint (the probes' folders are ignored by the config). CI has just run
// `npm run lint` on the same tree and says so (LINT_PASSED=1): not linted a second time.
if (process.env.LINT_PASSED === '1') passes.push('the clean tree passes eslint (npm run lint, just before)');
else {
  const clean = run(bin('eslint'), ['.', '--format', 'json']);
  const cleanErrors = clean.stdout ? JSON.parse(clean.stdout).filter((r) => r.errorCount > 0) : [];
  check(
    clean.status === 0,
    'the clean tree passes eslint',
    cleanErrors.length > 0
      ? `errors in ${cleanErrors.map((r) => rel(r.filePath)).join(', ')}`
      : `eslint exited ${clean.status}: ${clean.stderr.trim()}`,
  );
}

// 2. Each probe breaks its rule.
const { probes, unformatted } = buildProbes(root);
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
