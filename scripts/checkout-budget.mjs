#!/usr/bin/env node
// The payer's first-load budget: the JavaScript a browser fetched to show the standalone checkout
// (`/pay/:linkId`), gzipped, React and the federation runtime included, must stay under 150 KB, and
// none of it may come from outside the checkout's build (no shell, no back-office remote).
//
//   node scripts/checkout-budget.mjs <first-load.json>
//
// <first-load.json> is the list of script URLs the page requested, as the e2e test records it in a
// real browser (e2e/tests/checkout.spec.ts). Sizes are read from remote-checkout/dist and gzipped
// at level 9. Exit code 1 when over budget or when a foreign chunk was requested.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150 * 1024;
const PREFIX = '/remotes/checkout/';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// CHECKOUT_DIST: measure another build of the checkout (e.g. one served from a separate WEB_ROOT).
const dist = process.env.CHECKOUT_DIST ?? path.join(root, 'remote-checkout', 'dist');

/** @param {string[]} urls */
export function measure(urls) {
  const paths = [...new Set(urls.map((u) => new URL(u, 'http://localhost').pathname))];
  const foreign = paths.filter((p) => !p.startsWith(PREFIX));
  const files = paths
    .filter((p) => p.startsWith(PREFIX))
    .map((p) => {
      const raw = readFileSync(path.join(dist, p.slice(PREFIX.length)));
      return { file: p.slice(PREFIX.length), raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const gzip = files.reduce((n, f) => n + f.gzip, 0);
  return { files, foreign, gzip, ok: foreign.length === 0 && gzip <= BUDGET_BYTES };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const list = process.argv[2];
  if (!list) {
    console.error('usage: node scripts/checkout-budget.mjs <first-load.json>');
    process.exit(2);
  }
  const result = measure(JSON.parse(readFileSync(list, 'utf8')));
  for (const f of result.files)
    console.log(`  ${kb(f.gzip).padStart(9)}  ${kb(f.raw).padStart(9)}  ${f.file}`);
  for (const f of result.foreign) console.log(`  FOREIGN chunk requested: ${f}`);
  console.log(
    `checkout first load: ${result.files.length} scripts, ${kb(result.gzip)} gzipped (budget ${kb(BUDGET_BYTES)}) ${result.ok ? 'OK' : 'OVER'}`,
  );
  process.exit(result.ok ? 0 : 1);
}
