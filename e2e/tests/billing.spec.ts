import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, logIn, sidebar, test } from './fixtures';

// Sandbox test cards the demo customer does not hold yet (the demo saved 5497 and 0087).
const APPROVED = '4716 5888 3636 2104';
const DECLINING = '4929 7104 2663 7678';
/** The demo customer's buyer record, as the seller's 'Comprador *' list names it. */
const DEMO_BUYER = 'Diego Cliente';

/** Options read 'name — detail': pick the one whose text starts with `name`. */
async function choose(select: Locator, name: string) {
  const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The seller's side: a plan and a subscription of `buyer` to it, charged from today (the form's default). */
async function subscribe(seller: Page, plan: string, amount: string, buyer: string) {
  await seller.goto('/planos');
  await seller.getByRole('button', { name: 'Criar Plano' }).first().click();
  const planForm = seller.getByRole('dialog', { name: 'Adicionar Plano de Recorrência' });
  await planForm.getByLabel('Nome *').fill(plan);
  await planForm.getByLabel('Valor (R$) *').fill(amount);
  await planForm.getByLabel('Intervalo *').fill('1');
  await planForm.getByRole('button', { name: 'Adicionar' }).click();
  const added = seller.getByText('Plano adicionado com sucesso!');
  await expect(added).toBeVisible();
  // The toast sits top-right (spec) over 'Criar Assinatura', and react-hot-toast keeps a toast
  // while the pointer is on it: a click aimed at the button would wait on it for ever.
  await expect(added).toBeHidden();

  await sidebar(seller).getByRole('link', { name: 'Assinaturas' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Gerenciamento de Assinaturas' })).toBeVisible();
  await seller.getByRole('button', { name: 'Criar Assinatura' }).first().click();
  const form = seller.getByRole('dialog', { name: 'Criar Assinatura' });
  await choose(form.getByLabel('Plano de Recorrência *'), plan);
  await choose(form.getByLabel('Comprador *'), buyer);
  // The amount is the plan's, shown and not typed.
  await expect(form.getByLabel('Valor (R$)')).toHaveValue(amount);
  await form.getByRole('button', { name: 'Criar' }).click();
  await expect(seller.getByText('Assinatura criada com sucesso!')).toBeVisible();
}

async function addCard(customer: Page, number: string, principal: boolean) {
  await customer.getByRole('tab', { name: 'Cartões' }).click();
  await customer.getByRole('button', { name: 'Adicionar Cartão' }).first().click();
  const form = customer.getByRole('dialog', { name: 'Adicionar Cartão' });
  await form.getByLabel('Número do Cartão').fill(number);
  await form.getByLabel('Nome do Titular').fill('Diego Cliente');
  await form.getByLabel('Validade (MM/AA)').fill('12/35');
  await form.getByLabel('CVC').fill('123');
  if (principal) await form.getByLabel('Definir como cartão principal').check();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(customer.getByText('Cartão salvo com sucesso.')).toBeVisible();
}

const row = (page: Page, text: string) => page.getByRole('table').getByRole('row').filter({ hasText: text });

// A seller subscribes the demo customer to a new plan, charged today; the customer adds a card and
// sees it charged by the engine, the seller sees the transaction; a declining principal card leaves
// the next subscription overdue, and the customer pays it with the other card.
test('the demo customer’s subscriptions are charged on saved cards; an overdue one is paid with another card', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const club = `Clube E2E ${stamp}`;
  const premium = `Premium E2E ${stamp}`;

  await logIn(page, DEMO.seller);
  await subscribe(page, club, '37,13', DEMO_BUYER);

  // The customer, in their own browser, adds a card: the subscription due today is charged by a
  // sweep (a new principal card also queues one at once).
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await logIn(customer, DEMO.customer);
  await expect(customer).toHaveURL('/minhas-assinaturas');
  await addCard(customer, APPROVED, true);
  await expect(async () => {
    await customer.reload();
    await expect(row(customer, club)).toContainText('Ativo', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The seller sees the charge as a transaction.
  await page.goto('/history');
  await expect(page.getByRole('table').getByText('R$ 37,13').first()).toBeVisible();

  // A declining card becomes principal: the next subscription is refused and shows overdue.
  await addCard(customer, DECLINING, true);
  await subscribe(page, premium, '59,87', DEMO_BUYER);
  await expect(async () => {
    await customer.reload();
    await expect(row(customer, premium)).toContainText('Vencido', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The customer pays it with the approving card, double-clicking 'Pagar' (issue 20): one intent,
  // one Idempotency-Key, and the screen ends on paid, not on an error for what succeeded.
  const payKeys: string[] = [];
  customer.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/assinaturas\/[^/]+\/pagar$/.test(r.url()))
      payKeys.push(r.headers()['idempotency-key'] ?? '');
  });
  await row(customer, premium).getByRole('button', { name: /Pagar/ }).click();
  const pay = customer.getByRole('dialog', { name: 'Realizar Pagamento' });
  await pay.getByRole('radio', { name: /2104/ }).check();
  await pay.getByRole('button', { name: 'Pagar R$ 59,87' }).dblclick();
  await expect(customer.getByText('Pagamento realizado com sucesso!')).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(row(customer, premium)).toContainText('Ativo');
  await expect(customer.getByText('Pagamento já em andamento.')).toHaveCount(0);
  expect(payKeys.length).toBeGreaterThan(0);
  expect(new Set(payKeys).size).toBe(1);
  await customerContext.close();
});
