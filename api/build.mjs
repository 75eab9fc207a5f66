#!/usr/bin/env node
// `npm run build -w @pagora/api`: the API as one JavaScript file, `dist/server.js`, run by plain
// `node` in production (no TypeScript loader at run time). Our own code is bundled, including the
// workspace package @pagora/shared (TypeScript source, never published); every npm package stays
// external and is loaded from node_modules at run time. The SQL migrations are not bundled: the
// server finds `api/migrations/` by walking up from `dist/`.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { COMMON_OPTIONS, externalPackages } from './esbuild-common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const readPackage = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** What a production install provides: the API's dependencies and those of @pagora/shared. */
const declared = new Set(
  [readPackage(here), readPackage(path.join(here, '..', 'shared'))].flatMap((pkg) =>
    Object.keys(pkg.dependencies ?? {}),
  ),
);
const imported = new Set();

const outdir = path.join(here, 'dist');

const started = Date.now();
const result = await build({
  ...COMMON_OPTIONS,
  entryPoints: [path.join(here, 'src', 'server.ts')],
  // Split at dynamic imports: `server.ts` starts tracing (when configured) before it imports the
  // rest, which must not load (with its packages) until then.
  outdir,
  entryNames: '[name]',
  plugins: [externalPackages((name) => imported.add(name))],
  metafile: true,
  write: false,
});

// Each file is written beside its place and renamed over it: a server starting meanwhile (another
// `npm start`, the e2e servers) reads the old bundle or the new one, never half of one.
for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}

// An import of a package that only a dependency's dependency brings works today by npm's hoisting
// and breaks on the next lockfile change: name it.
const undeclared = [...imported].filter((name) => !declared.has(name)).sort();
if (undeclared.length > 0) {
  console.warn(
    `api build: warning: imported but not in api/package.json dependencies: ${undeclared.join(', ')}`,
  );
}
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`api build: dist/server.js (${Math.round(bytes / 1024)} KiB) in ${Date.now() - started} ms`);
