import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, PASSWORD, expect, logIn, sidebar, test } from './fixtures';

/**
 * Issue 20 and 23 in the seller's back office: what a link and a PIX payer really are, and the
 * new-sale e-mail preference kept by the server.
 */

async function bearer(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a one-payment link paid by a named PIX payer: "Pago" with its method, and the payer by name', async ({
  page,
  request,
}) => {
  const description = `E2E pedido único ${Date.now()}`;
  const created = await request.post('/api/register-payment', {
    headers: await bearer(request, DEMO.seller),
    data: {
      amount: '42,00',
      description,
      customerEmail: 'maria.pix@example.com',
      paymentMethods: ['pix'],
      parcelasSemJuros: 0,
    },
  });
  expect(created.status()).toBe(201);
  const linkId = ((await created.json()) as { data: { payment: { id: string } } }).data.payment.id;
  const pix = await request.post(`/api/payment/${linkId}`, {
    data: { valor: 42, paymentMethod: 'pix', nome: 'Maria Pagadora' },
  });
  expect(pix.status()).toBe(200);
  const { id } = (await pix.json()) as { id: string };
  expect((await request.post(`/api/sandbox/pay/${id}`)).ok()).toBeTruthy();

  await logIn(page, DEMO.seller);
  await sidebar(page).getByRole('link', { name: 'Links de Pagamento' }).click();
  await page.getByLabel('Buscar').fill(description);
  const link = rowOf(page, description);
  await expect(link).toContainText('Pago');
  await expect(link).not.toContainText('Ativo');
  await expect(link).toContainText('PIX');

  await sidebar(page).getByRole('link', { name: 'Transações', exact: true }).click();
  await page.getByLabel('Buscar transações').fill(id);
  const tx = rowOf(page, id);
  await expect(tx).toContainText('Maria Pagadora');
  await expect(tx).toContainText('maria.pix@example.com');
  await expect(tx).not.toContainText('Cliente Anônimo');
});

test("the seller turns the new-sale e-mail off in 'Configurações', and it stays off", async ({ page }) => {
  await logIn(page, DEMO.seller);
  // 'Emails enviados' points there.
  await sidebar(page).getByRole('link', { name: 'Emails enviados' }).click();
  await page.getByRole('link', { name: 'Preferências de email em Configurações' }).click();
  await expect(page.getByRole('heading', { name: 'Preferências de email' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: /Receber email a cada nova venda/ });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(page.getByText('Preferências de email salvas.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Receber email a cada nova venda/ })).not.toBeChecked();
  // Back on, as the other flows expect the demo seller's notices.
  await page.getByRole('checkbox', { name: /Receber email a cada nova venda/ }).check();
  await expect(page.getByText('Preferências de email salvas.')).toBeVisible();
});
