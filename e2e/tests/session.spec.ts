import { DEMO, expect, logIn, sidebar, test } from './fixtures';

test("'Sair' ends the session and protected pages go back to /login", async ({ page }) => {
  await logIn(page, DEMO.marketplace);
  await expect(page).toHaveURL('/dashboard');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await sidebar(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // The server revoked the token, too.
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
});

test('signed out: / goes to /login; an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Seus dados estão protegidos com criptografia SSL')).toBeVisible();
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/login');
});

test('sign-up creates an account that can log in', async ({ page }) => {
  const email = `cliente.${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('Nome completo').fill('Cliente de Teste');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await logIn(page, email, 'segredo123');
  await expect(page).toHaveURL('/minhas-assinaturas');
});

test('the checkout is a standalone page for payers: no shell, no session', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pay/link-inexistente');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento' })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((p) => p.startsWith('/remotes/checkout/'))).toBe(true);
});

test('/login arrives painted by the build: the form is there before any script, then hydrated without a complaint', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/login');
  await expect(bare.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(bare.getByLabel('Email')).toBeVisible();
  await expect(bare.getByText('Seus dados estão protegidos com criptografia SSL')).toBeVisible();
  await noScript.close();

  // React reports a hydration mismatch (then throws the painted screen away) as an uncaught error.
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') complaints.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => complaints.push(`pageerror: ${e.message}`));
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.seller);
  await page.getByLabel('Senha', { exact: true }).fill('pagora123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(complaints).toEqual([]);
});
