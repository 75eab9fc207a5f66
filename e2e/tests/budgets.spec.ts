import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, PASSWORD, expect, test } from './fixtures';
import { firstLoadReport, recordScripts } from './first-load';

// The first loads' JavaScript budgets. A visitor who has not signed in downloads the shell's login
// screen only, no remote, and neither the schema library nor the HTTP client, which load with the
// first submit; a payer downloads the standalone checkout only, nothing of the back office.

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

test('first load of a payment link: the standalone page only, no back-office chunk, under the JS budget', async ({
  page,
  request,
}, testInfo) => {
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/register-payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount: 42.5,
      description: `E2E orçamento ${Date.now()}`,
      paymentMethods: ['pix', 'credit_card'],
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { payment: { id: string } } };

  const scripts = recordScripts(page);
  await page.goto(`/pay/${data.payment.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /E2E orçamento/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^PIX/ })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const paths = scripts.map((u) => new URL(u).pathname);
  expect(paths.filter((p) => !p.startsWith('/remotes/checkout/'))).toEqual([]);
  expect(paths.filter((p) => /backoffice|admin|billing|shell/.test(p))).toEqual([]);

  const report = await firstLoadReport('checkout', scripts, testInfo);
  expect(report).toMatch(/ OK$/m);
});
