import type { APIRequestContext, Page, Response } from '@playwright/test';
import { DEMO, PASSWORD, expect, logIn, test, type DemoRole } from './fixtures';

// Every screen under the Content-Security-Policy the API sends (api/src/platform/http/
// security-headers.ts), each opened by a full page load: a violation (a blocked script, chunk,
// style, eval, socket) fails the test, and so does a screen whose heading never renders.

const CSP_CONSOLE = /Content[- ]Security[- ]Policy/i;

/** The violations the page reports, and Chromium's console lines about the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__pagoraCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __pagoraCspViolation(text: string): void }).__pagoraCspViolation;
      report(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

type Screen = { path: string; heading: string | RegExp };

const SCREENS: { role: DemoRole; screens: Screen[] }[] = [
  {
    role: 'admin',
    screens: [
      { path: '/dashboard', heading: 'Admin Dashboard' },
      { path: '/admin/sellers', heading: /Vendedores/ },
      { path: '/admin/marketplaces', heading: 'Marketplaces' },
      { path: '/settings', heading: 'Configurações' },
    ],
  },
  {
    role: 'seller',
    screens: [
      { path: '/history', heading: 'Histórico de Transações' },
      { path: '/payments', heading: 'Links de Pagamento' },
      { path: '/create-payment-link', heading: 'Criar Link de Pagamento' },
      { path: '/clients', heading: 'Meus Compradores' },
      { path: '/planos', heading: /Planos de Recorrência/ },
      { path: '/juros', heading: 'Planos de Juros' },
      { path: '/assinaturas', heading: /Assinaturas/ },
      { path: '/settings', heading: 'Configurações' },
    ],
  },
  { role: 'customer', screens: [{ path: '/minhas-assinaturas', heading: 'Minhas Assinaturas' }] },
];

/** The page was served with the app's policy: never framed, no eval, no inline script. */
function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
}

async function expectScreen(page: Page, violations: string[], { path, heading }: Screen) {
  expectPolicy(await page.goto(path));
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(violations).toEqual([]);
}

for (const { role, screens } of SCREENS) {
  test(`${role}: the login page and every screen render under the CSP`, async ({ page }) => {
    const violations = await watchPolicy(page);
    expectPolicy(await page.goto('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await logIn(page, DEMO[role]);
    for (const screen of screens) await expectScreen(page, violations, screen);
    expect(violations).toEqual([]);
  });
}

/** A payable demo link of the demo seller, found through the API as the seller's list shows it. */
async function demoLink(request: APIRequestContext): Promise<{ id: string; description: string }> {
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const list = await request.get(`/api/payment/${user.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.ok()).toBeTruthy();
  const { payments } = (await list.json()) as {
    payments: { id: string; description: string; status: string; usage: string; paymentMethods: string[] }[];
  };
  // A many-payment link: a one-payment demo link may have been paid by an earlier flow.
  const link = payments.find(
    (p) => p.status === 'ativo' && p.usage === 'multiplo' && p.paymentMethods.includes('pix'),
  );
  if (!link) throw new Error('no active demo link with PIX');
  return link;
}

test('checkout: a demo link, its PIX over the WebSocket and the result pages render under the CSP', async ({
  page,
  request,
}) => {
  const violations = await watchPolicy(page);
  const link = await demoLink(request);
  expectPolicy(await page.goto(`/pay/${link.id}`));
  await expect(page.getByRole('heading', { level: 1, name: link.description })).toBeVisible();
  expect(violations).toEqual([]);

  // The live PIX status arrives over `/api/ws`: `connect-src 'self'` must let the socket open.
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/api/ws')
      ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });
  await page.getByRole('button', { name: /^PIX/ }).click();
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect.poll(() => frames.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  expect(violations).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  expectPolicy(await page.goto(`/payment-declined?link=${link.id}`));
  await expect(page.getByRole('heading', { name: 'Pagamento recusado' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API documentation renders under its policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  expectPolicy(await page.goto('/api/docs'));
  await expect(page.getByRole('heading', { name: /Pagora API/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('another site cannot frame the checkout or the back office', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  const origin = baseURL ?? '';
  await page.setContent(
    `<iframe title="pay" src="${origin}/pay/x"></iframe><iframe title="login" src="${origin}/login"></iframe>`,
  );
  await expect.poll(() => refused.length).toBe(2);
  for (const frame of page.frames().slice(1)) {
    await expect(frame.locator('body')).not.toContainText(/Carregando pagamento|Entrar/);
  }
});
