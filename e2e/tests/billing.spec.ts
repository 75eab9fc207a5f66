import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, logIn, sidebar, test } from './fixtures';

const APPROVED = '4539 0033 7072 5497';
const DECLINING = '6011 4578 1994 0087';

/** Options read 'name — detail': pick the one whose text starts with `name`. */
async function choose(select: Locator, name: string) {
  const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The seller's side: a plan and a subscription of `buyer` to it, charged from today. */
async function subscribe(seller: Page, plan: string, amount: string, buyer: string) {
  await seller.goto('/planos');
  await seller.getByRole('button', { name: 'Criar Plano' }).first().click();
  const planForm = seller.getByRole('dialog', { name: 'Adicionar Plano de Recorrência' });
  await planForm.getByLabel('Nome *').fill(plan);
  await planForm.getByLabel('Valor (R$) *').fill(amount);
  await planForm.getByLabel('Intervalo *').fill('1');
  await planForm.getByRole('button', { name: 'Adicionar' }).click();
  await expect(seller.getByText('Plano adicionado com sucesso!')).toBeVisible();

  await sidebar(seller).getByRole('link', { name: 'Assinaturas' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Gerenciamento de Assinaturas' })).toBeVisible();
  await seller.getByRole('button', { name: 'Criar Assinatura' }).first().click();
  const form = seller.getByRole('dialog', { name: 'Criar Assinatura' });
  await choose(form.getByLabel('Plano de Recorrência *'), plan);
  await choose(form.getByLabel('Comprador *'), buyer);
  await form.getByLabel('Valor (R$) *').fill(amount);
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(seller.getByText('Assinatura criada com sucesso!')).toBeVisible();
}

async function addCard(customer: Page, number: string, principal: boolean) {
  await customer.getByRole('tab', { name: 'Cartões' }).click();
  await customer.getByRole('button', { name: 'Adicionar Cartão' }).first().click();
  const form = customer.getByRole('dialog', { name: 'Adicionar Cartão' });
  await form.getByLabel('Número do Cartão').fill(number);
  await form.getByLabel('Nome do Titular').fill('Rita Assinante');
  await form.getByLabel('Validade (MM/AA)').fill('12/35');
  await form.getByLabel('CVV').fill('123');
  if (principal) await form.getByLabel('Definir como cartão principal').check();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(customer.getByText('Cartão tokenizado com sucesso.')).toBeVisible();
}

const row = (page: Page, text: string) => page.getByRole('table').getByRole('row').filter({ hasText: text });

// A seller subscribes a new customer; the customer's saved card is charged by the engine, a
// declining one leaves the next subscription overdue, and the customer pays it with the other card.
test('subscriptions are charged on saved cards; an overdue one is paid by the customer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `assinante${stamp}@e2e.test`;
  const buyer = 'Rita Assinante E2E';

  // The seller registers the buyer (a customer login) at the provider.
  await logIn(page, DEMO.seller);
  await page.goto('/clients');
  await page.getByRole('button', { name: 'Adicionar Comprador' }).first().click();
  const add = page.getByRole('dialog', { name: 'Adicionar Comprador' });
  await add.getByRole('checkbox', { name: 'Cadastrar na Zoop' }).check();
  await add.getByLabel('Nome Completo *').fill(buyer);
  await add.getByLabel('CPF ou CNPJ *').fill('52998224725');
  await add.getByLabel('Email *').fill(email);
  await add.getByLabel('Senha *', { exact: true }).fill('rita123');
  await add.getByLabel('Confirmação de senha *').fill('rita123');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Comprador adicionado com sucesso!')).toBeVisible();
  await subscribe(page, `Clube E2E ${stamp}`, '39,90', buyer);

  // The customer, in their own browser, adds a card: the subscription due today is charged.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await logIn(customer, email, 'rita123');
  await expect(customer).toHaveURL('/minhas-assinaturas');
  await addCard(customer, APPROVED, true);
  // Charged by the next sweep (the new principal card queues one at once).
  await expect(async () => {
    await customer.reload();
    await expect(row(customer, `Clube E2E ${stamp}`)).toContainText('Ativo', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The seller sees the charge as a transaction.
  await page.goto('/history');
  await expect(page.getByRole('table').getByText('R$ 39,90').first()).toBeVisible();

  // A declining card becomes principal: the next subscription is refused and shows overdue.
  await addCard(customer, DECLINING, true);
  await subscribe(page, `Premium E2E ${stamp}`, '59,90', buyer);
  await expect(async () => {
    await customer.reload();
    await expect(row(customer, `Premium E2E ${stamp}`)).toContainText('Vencido', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(customer.getByRole('group', { name: 'Assinaturas Vencidas' })).toContainText('1');

  // The customer pays it with the approved card.
  await row(customer, `Premium E2E ${stamp}`).getByRole('button', { name: /Pagar/ }).click();
  const pay = customer.getByRole('dialog', { name: 'Realizar Pagamento' });
  await pay.getByRole('radio', { name: /5497/ }).check();
  await pay.getByRole('button', { name: 'Pagar R$ 59,90' }).click();
  await expect(customer.getByText('Pagamento realizado com sucesso!')).toBeVisible();
  await expect(row(customer, `Premium E2E ${stamp}`)).toContainText('Ativo');
  await customerContext.close();
});
