import { DEMO, PASSWORD, expect, logIn, sidebar, test } from './fixtures';

// Issue 38's flow on `npm start`'s build with the embedded Zoop sandbox: a card sale in three
// installments leaves future receivables; the seller simulates an antecipação on 'Recebimentos',
// confirms it, and finds the sale and the antecipação's fee in its 'Extrato'. The rules (pricing,
// one key, ledger figures, exports) are API tests; this is the journey through the screens.

const APPROVED_CARD = '4539003370725497'; // api/src/zoop-sandbox/test-cards.ts

test('a seller anticipates part of a card sale and reads both in its statement', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const description = `E2E extrato ${Date.now()}`;
  const created = await request.post('/api/register-payment', {
    headers,
    data: {
      amount: 300,
      description,
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 3,
      usage: 'multiplo',
    },
  });
  expect(created.status()).toBe(201);
  const linkId = ((await created.json()) as { data: { payment: { id: string } } }).data.payment.id;
  const paid = await request.post(`/api/payment/${linkId}`, {
    data: {
      paymentMethod: 'credit_card',
      number: APPROVED_CARD,
      expiry: '12/39',
      cvc: '123',
      name: 'Ana Souza',
      cpf: '529.982.247-25',
      email: 'ana@example.com',
      installments: 3,
      installmentValue: 100,
      totalValue: 300,
      quotedTotalCents: 30_000,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await logIn(page, DEMO.seller);
  await sidebar(page).getByRole('link', { name: 'Recebimentos' }).click();
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Antecipação' }) });
  const form = section.getByRole('form', { name: 'Simular antecipação' });
  await form.getByLabel('Valor a antecipar (R$)').fill('500,00');
  await form.getByRole('button', { name: 'Simular antecipação' }).click();
  await expect(section.getByText(/O dinheiro chega em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(section.getByText('Taxa de antecipação')).toBeVisible();
  await section.getByRole('button', { name: 'Confirmar antecipação' }).click();
  await expect(page.getByText('Antecipação solicitada')).toBeVisible();
  await expect(section.getByText('Aprovada').first()).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Extrato' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(
    table.getByRole('row', { name: /Venda · Cartão de Crédito 3x · R\$\s300,00/ }).first(),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: /Taxa de antecipação/ }).first()).toBeVisible();
});
