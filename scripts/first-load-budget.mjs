#!/usr/bin/env node
// First-load budgets: the JavaScript a browser fetched to show a page, gzipped, React and the
// federation runtime included. Each page may load scripts of its own build only.
//
//   login     /login, signed out: the shell's build, no remote; under 150 KB. The form needs
//             neither zod nor axios before the user signs in.
//   checkout  /pay/:linkId, the payer's standalone page: the checkout's build, no shell and no
//             back-office remote; under 120 KB.
//
//   node scripts/first-load-budget.mjs <login|checkout> <first-load.json>
//
// <first-load.json> is the list of script URLs the page requested, as the e2e tests record it in a
// real browser (e2e/tests/budgets.spec.ts). Sizes are read from the
// app's dist folder and gzipped at level 9. Exit code 1 when over budget or when a script from
// outside the page's build was requested. `node scripts/measure-web.mjs` reports the login figure too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `prefix`: where the page's build is served; `foreign`: paths under it that belong to another build.
 * SHELL_DIST / CHECKOUT_DIST measure another build (e.g. one served from a separate WEB_ROOT).
 */
export const PAGES = {
  login: {
    budget: 150 * 1024,
    prefix: '/',
    foreign: ['/remotes/'],
    dist: process.env.SHELL_DIST ?? path.join(root, 'shell', 'dist'),
  },
  checkout: {
    budget: 120 * 1024,
    prefix: '/remotes/checkout/',
    foreign: [],
    dist: process.env.CHECKOUT_DIST ?? path.join(root, 'remote-checkout', 'dist'),
  },
};

/**
 * @param {keyof typeof PAGES} name
 * @param {string[]} urls
 */
export function measure(name, urls) {
  const page = PAGES[name];
  if (!page) throw new Error(`unknown page "${name}" (${Object.keys(PAGES).join(', ')})`);
  const paths = [...new Set(urls.map((u) => new URL(u, 'http://localhost').pathname))];
  const own = (p) => p.startsWith(page.prefix) && !page.foreign.some((f) => p.startsWith(f));
  const files = paths
    .filter(own)
    .map((p) => {
      const raw = readFileSync(path.join(page.dist, p.slice(page.prefix.length)));
      return { file: p.slice(page.prefix.length), raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const foreign = paths.filter((p) => !own(p));
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  return { files, foreign, gzip, budget: page.budget, ok: foreign.length === 0 && gzip <= page.budget };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The report the e2e tests attach: one line per script, then the verdict ending in OK or OVER. */
export function report(name, result) {
  return [
    ...result.files.map((f) => `  ${kb(f.gzip).padStart(9)}  ${kb(f.raw).padStart(9)}  ${f.file}`),
    ...result.foreign.map((f) => `  FOREIGN script requested: ${f}`),
    `${name} first load: ${result.files.length} scripts, ${kb(result.gzip)} gzipped (budget ${kb(result.budget)}) ${result.ok ? 'OK' : 'OVER'}`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [name, list] = process.argv.slice(2);
  if (!name || !list || !(name in PAGES)) {
    console.error(
      `usage: node scripts/first-load-budget.mjs <${Object.keys(PAGES).join('|')}> <first-load.json>`,
    );
    process.exit(2);
  }
  const result = measure(name, JSON.parse(readFileSync(list, 'utf8')));
  console.log(report(name, result));
  process.exit(result.ok ? 0 : 1);
}
