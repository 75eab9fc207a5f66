import { DEMO, expect, logIn, logOut, sidebar, test } from './fixtures';

// A seller adds a buyer registered at the provider; the buyer then signs in as a customer.
test('a seller adds a buyer, who then logs in as a customer', async ({ page }) => {
  const email = `comprador${Date.now()}@e2e.test`;
  await logIn(page, DEMO.seller);
  await sidebar(page).getByRole('link', { name: 'Meus Compradores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Compradores' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Comprador' }).first().click();
  const add = page.getByRole('dialog', { name: 'Adicionar Comprador' });
  await add.getByRole('checkbox', { name: 'Cadastrar na Zoop' }).check();
  await add.getByLabel('Nome Completo *').fill('Rui Reis E2E');
  await add.getByLabel('CPF ou CNPJ *').fill('52998224725');
  await add.getByLabel('Email *').fill(email);
  await add.getByLabel('Senha *', { exact: true }).fill('rui123');
  await add.getByLabel('Confirmação de senha *').fill('rui123');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Comprador adicionado com sucesso!')).toBeVisible();
  await page.getByLabel('Buscar compradores').fill(email);
  await expect(page.getByRole('row').filter({ hasText: 'Rui Reis E2E' })).toContainText(
    /ID Zoop #[0-9a-f]{32}/,
  );
  await logOut(page);

  await logIn(page, email, 'rui123');
  await expect(page).toHaveURL('/minhas-assinaturas');
});
