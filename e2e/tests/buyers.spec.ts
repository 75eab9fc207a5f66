import { DEMO, expect, logIn, logOut, sidebar, test } from './fixtures';
import { acceptInvitation } from './invitation';

// A seller adds a buyer registered at the provider; the buyer sets a password from the invitation
// e-mail (issue 41: nobody types another person's password) and signs in as a customer.
test('a seller adds a buyer, who sets a password from the invitation and logs in as a customer', async ({
  page,
  browser,
}) => {
  const email = `comprador${Date.now()}@e2e.test`;
  await logIn(page, DEMO.seller);
  await sidebar(page).getByRole('link', { name: 'Meus Compradores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Compradores' })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Comprador' }).first().click();
  const add = page.getByRole('dialog', { name: 'Adicionar Comprador' });
  await add.getByRole('checkbox', { name: 'Enviar cadastro ao provedor' }).check();
  await add.getByLabel('Nome Completo *').fill('Rui Reis E2E');
  await add.getByLabel('CPF ou CNPJ *').fill('52998224725');
  await add.getByLabel('Email *').fill(email);
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Comprador adicionado com sucesso!')).toBeVisible();
  await page.getByLabel('Buscar compradores').fill(email);
  const row = page.getByRole('row').filter({ hasText: 'Rui Reis E2E' });
  await expect(row).toContainText('Cadastro no provedor: concluído');
  await expect(row).toContainText('Convite pendente');
  await logOut(page);

  await acceptInvitation(browser, email, 'Rui#senha-2026');
  await logIn(page, email, 'Rui#senha-2026');
  await expect(page).toHaveURL('/minhas-assinaturas');
});
