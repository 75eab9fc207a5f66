import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { firstLoadReport, recordScripts } from './first-load';

// The login page's JavaScript budget (the standalone checkout's is in checkout.spec.ts): a visitor
// who has not signed in downloads the shell's login screen only, no remote, and neither the schema
// library nor the HTTP client, which load with the first submit.

const SHELL_DIST = path.resolve(__dirname, '../../shell/dist');

test('first load of /login: the shell only, without zod or axios, under 150 KB gzipped', async ({
  page,
}, testInfo) => {
  const scripts = recordScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);

  const paths = scripts.map((u) => new URL(u).pathname);
  expect(paths.filter((p) => p.startsWith('/remotes/'))).toEqual([]);
  // Class names both libraries keep through minification.
  const bodies = paths.map((p) => readFileSync(path.join(SHELL_DIST, p), 'utf8'));
  expect(
    bodies.filter((b) => b.includes('AxiosHeaders')),
    'axios loaded',
  ).toEqual([]);
  expect(
    bodies.filter((b) => b.includes('$ZodType')),
    'zod loaded',
  ).toEqual([]);

  const report = await firstLoadReport('login', scripts, testInfo);
  expect(report).toMatch(/ OK$/m);
});
