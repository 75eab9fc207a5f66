import { DEMO, expect, logIn, sidebar, test } from './fixtures';

test('an unreachable remote shows its fallback while the shell and other remotes work', async ({ page }) => {
  // The admin remote's host is down: every request for its manifest or files fails, as against a
  // closed port (the registry still names it).
  await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Não foi possível carregar este módulo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Transações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Todas as Transações' })).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Marketplaces' }).click();
  await expect(page.getByText('Não foi possível carregar este módulo.')).toBeVisible();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Não foi possível carregar este módulo.')).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
});

test("the payer's page says so, in pt-BR with a retry, when its scripts cannot load", async ({ page }) => {
  // A payer on a bad connection: every script of the checkout fails.
  await page.route('**/remotes/checkout/**/*.js', (route) => route.abort());
  // The server renders the first screen (here: the unknown link's error), so the payer sees it at
  // once; what cannot work without the scripts is said over it.
  await page.goto('/pay/link-que-nao-carrega-000000');
  await expect(page.getByRole('heading', { name: 'Erro no Pagamento' })).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar' });
  await expect(failed).toContainText(
    'Não foi possível carregar a página de pagamento. Verifique sua conexão e tente novamente.',
    { timeout: 15_000 },
  );
  // The retry reloads the same page; once the scripts load, the checkout answers for the link.
  await page.unroute('**/remotes/checkout/**/*.js');
  await failed.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Erro no Pagamento' })).toBeVisible();
  // The scripts ran this time: the notice is gone for good, not merely still hidden.
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
  await expect(failed).toBeHidden();
});
