import { DOWN_PORT } from '../playwright.config';
import { DEMO, expect, logIn, sidebar, test } from './fixtures';

// This server's registry points the admin remote at a closed port.
test.use({ baseURL: `http://localhost:${DOWN_PORT}` });

test('an unreachable remote shows its fallback while the shell and other remotes work', async ({ page }) => {
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
