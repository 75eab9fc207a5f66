import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

// In the browser every app gets react-router-dom from webpack/shared-router.mjs, which re-exports
// only part of react-router. A name missing there would be undefined at run time inside the shell
// while every jest test (full react-router) still passed, so this checks the sources against it.
const ROOT = path.resolve(__dirname, '../../../..');
const APPS = ['shell', 'remote-backoffice', 'remote-admin', 'remote-billing', 'remote-checkout', 'shared'];
// Built for Node by remote-checkout/webpack.server.js and shell/webpack.server.js with the whole
// react-router (the server render of the payer page, the build's render of /login), never loaded
// through the share scope.
const SERVER_ONLY = new Set(['remote-checkout/src/server.tsx', 'shell/src/prerender.tsx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function importedRouterNames(): Map<string, string> {
  const names = new Map<string, string>();
  const importRe = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g;
  for (const app of APPS) {
    for (const file of sourceFiles(path.join(ROOT, app, 'src'))) {
      if (SERVER_ONLY.has(path.relative(ROOT, file))) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(importRe)) {
        if (match[1]) continue;
        for (const raw of (match[2] ?? '').split(',')) {
          const name = raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !raw.trim().startsWith('type ')) names.set(name, path.relative(ROOT, file));
        }
      }
    }
  }
  return names;
}

const sharedRouter = readFileSync(path.join(ROOT, 'webpack/shared-router.mjs'), 'utf8');
const exported = new Set(
  (/export\s*\{([^}]*)\}/.exec(sharedRouter)?.[1] ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean),
);

test('every router name an app imports is in the shared router', () => {
  expect(importedRouterNames().size).toBeGreaterThan(5);
  const missing = [...importedRouterNames()]
    .filter(([name]) => !exported.has(name))
    .map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('every name the shared router re-exports exists in react-router', () => {
  expect([...exported].filter((name) => !(name in reactRouter))).toEqual([]);
});
