import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// The standalone checkout provides only the react-router-dom names listed in router-fallback.ts.
// A name used in the app but missing there would be undefined on the public page only, so every
// named import of 'react-router-dom' outside tests must be listed.
const SRC = path.join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' || name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const namesIn = (text: string, from: RegExp) =>
  [...text.matchAll(from)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((n) =>
        n
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  );

test('router-fallback.ts exports every react-router-dom name the checkout uses', () => {
  const used = new Set(
    sources(SRC).flatMap((file) =>
      namesIn(readFileSync(file, 'utf8'), /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'react-router-dom'/g),
    ),
  );
  const fallback = readFileSync(path.join(__dirname, '../router-fallback.ts'), 'utf8');
  const provided = new Set(namesIn(fallback, /export\s*\{([^}]*)\}\s*from/g));
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((n) => !provided.has(n))).toEqual([]);
});
