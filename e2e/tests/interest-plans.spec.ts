import type { Browser } from '@playwright/test';
import { DEMO, PASSWORD, expect, logIn, sidebar, test } from './fixtures';

// Interest plans end to end: a marketplace creates a plan and makes it the one its links use; its
// seller's create-link form names that plan, and the new link offers its prices, with the monthly
// rate and the CET, to an anonymous payer; a rate change shows in 'Histórico de alterações' with
// the open links it touched.

const PLAN = `Plano E2E ${Date.now()}`;

/**
 * The seller creates its link on /create-payment-link, as a person would: the form names the plan
 * that prices the installments. Answers the new link's id (from the shareable address it shows).
 */
async function sellerLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, DEMO.seller);
  await page.goto('/create-payment-link');
  await page.getByLabel('Valor do pagamento (R$)').fill('1000,00');
  await page.getByLabel('Descrição').fill(`Juros E2E ${PLAN}`);
  await page.getByRole('checkbox', { name: 'PIX' }).uncheck();
  await page.getByRole('checkbox', { name: 'Cartão de Crédito' }).check();
  await page.getByLabel('Parcelas sem juros').selectOption('1');
  await expect(page.getByText(`As parcelas com juros usam o plano “${PLAN}”.`)).toBeVisible();
  await page.getByRole('button', { name: 'Gerar link de pagamento' }).click();
  const address = page.getByRole('status', { name: 'Link de pagamento' });
  await expect(address).toContainText('/pay/');
  const linkId = ((await address.textContent()) ?? '').split('/pay/')[1]?.trim() ?? '';
  expect(linkId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  await context.close();
  return linkId;
}

test("a marketplace's new plan prices its seller's link for the payer, and its change is in the history", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO.marketplace);
  await sidebar(page).getByRole('link', { name: 'Planos de Juros' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Planos de Juros' })).toBeVisible();

  await page.getByRole('button', { name: 'Criar Plano de Juros' }).first().click();
  const add = page.getByRole('dialog', { name: 'Adicionar Juros' });
  await add.getByLabel('Nome *').fill(PLAN);
  await add.getByRole('tab', { name: 'Taxas (1x a 21x)' }).click();
  await add.getByLabel('12x (% a.a.)').fill('36');
  // The preview prices a R$ 1.000,00 sale: 3% a month over 12 months.
  await expect(add.getByLabel('Exemplo em 12x')).toContainText('12x de R$ 100,46');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Plano de juros adicionado com sucesso!')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: PLAN });
  await row.getByRole('button', { name: 'Usar nos meus links' }).click();
  await expect(page.getByText('Plano de juros em uso nos seus links!')).toBeVisible();
  await expect(row).toContainText('Em uso nos meus links');

  // The seller's next link follows the marketplace's plan; the payer sees its price and CET.
  const linkId = await sellerLink(browser);
  const payer = await (await browser.newContext()).newPage();
  await payer.goto(`/pay/${linkId}`);
  await payer.getByRole('button', { name: /^Cartão/ }).click();
  await expect(payer.getByLabel('Parcelas')).toContainText(
    '12x de R$ 100,46 (total R$ 1.205,52, 3% a.m., CET 42,57% a.a.)',
  );
  await payer.close();

  // A rate change is recorded with its before and after and the open link it touched.
  await row.getByRole('button', { name: `Editar ${PLAN}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Juros' });
  await edit.getByRole('tab', { name: 'Taxas (1x a 21x)' }).click();
  await edit.getByLabel('12x (% a.a.)').fill('48');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Plano de juros atualizado com sucesso!')).toBeVisible();
  await row.getByRole('button', { name: `Histórico de ${PLAN}` }).click();
  const history = page.getByRole('dialog', { name: `Histórico de alterações — ${PLAN}` });
  await expect(history).toContainText('12x: 36% a.a. → 48% a.a.');
  await expect(history).toContainText('1 link(s) aberto(s) afetado(s)');
});

// The other specs share this server: its links go back to the standard plan.
test.afterAll(async ({ request }) => {
  const login = await request.post('/api/login', { data: { email: DEMO.marketplace, password: PASSWORD } });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`/api/juros/cliente/${user.id}?q=${encodeURIComponent('Plano padrão')}`, {
    headers,
  });
  const standard = ((await list.json()) as { dados: { id: string; proprio: boolean }[] }).dados.find(
    (p) => p.proprio,
  );
  if (standard) await request.put(`/api/juros/${standard.id}/usar`, { headers });
});
