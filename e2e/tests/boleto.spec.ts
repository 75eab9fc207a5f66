import type { Browser } from '@playwright/test';
import { DEMO, expect, logIn, test } from './fixtures';

// Issue 24 end to end: a seller offers the boleto on a link it creates on screen; an anonymous
// payer gets the boleto, copies its line and opens its PDF; the sandbox pays it as a bank would;
// the payer's page turns to the success page and the seller's history shows it paid.

/** What ViaCEP answers through `GET /api/cep/:cep` (the postal-code service is the one external). */
const CEP_ANSWER = {
  cep: '01001-000',
  street: 'Praça da Sé',
  complement: 'lado ímpar',
  neighborhood: 'Sé',
  city: 'São Paulo',
  state: 'SP',
};
const GROUPED_LINE = /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/;

/** The payer, in a browser of their own (no session), issues the boleto and reads it. */
async function issueBoleto(browser: Browser, linkUrl: string) {
  const payer = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await payer.newPage();
  await page.route('**/api/cep/*', (route) => route.fulfill({ json: CEP_ANSWER }));
  await page.goto(linkUrl);
  await page.getByRole('button', { name: /^Boleto/ }).click();
  await expect(page.getByRole('heading', { name: 'Pagar com boleto' })).toBeVisible();

  // The scripted form: the page also carries the plain no-script form, hidden, with the same labels.
  const form = page.locator('[data-needs-js]');
  await form.getByLabel('Nome completo').fill('Beatriz Boleto');
  await form.getByLabel('CPF ou CNPJ').fill('52998224725');
  await form.getByLabel('Email').fill('beatriz.boleto@example.com');
  await form.getByLabel('CEP').pressSequentially('01001000');
  await expect(form.getByLabel('Rua')).toHaveValue('Praça da Sé');
  await expect(form.getByLabel('Bairro')).toHaveValue('Sé');
  await form.getByLabel('Número', { exact: true }).fill('100');
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/api/payment/'),
  );
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { payer, page, id };
}

test('a boleto link: created on screen, issued, copied, its PDF opened, paid in the sandbox, shown paid to payer and seller', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const description = `E2E boleto ${Date.now()}`;

  await logIn(page, DEMO.seller);
  await page.goto('/create-payment-link');
  await page.getByLabel('Valor do pagamento (R$)').fill('45,90');
  await page.getByLabel('Descrição').fill(description);
  await page.getByRole('checkbox', { name: /Boleto Bancário/ }).check();
  await expect(page.getByLabel('Vencimento (dias)')).toHaveValue('3');
  await page.getByLabel('Vencimento (dias)').fill('5');
  await page.getByRole('button', { name: 'Gerar link de pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Link criado com sucesso!' })).toBeVisible();
  const linkUrl = (await page.getByRole('status', { name: 'Link de pagamento' }).textContent()) ?? '';
  expect(linkUrl).toMatch(/\/pay\/[\w-]+$/);

  const { payer, page: pay, id } = await issueBoleto(browser, linkUrl);
  const line = pay.getByRole('status', { name: 'Linha digitável' });
  await expect(line).toHaveText(GROUPED_LINE);
  await expect(pay.getByRole('img', { name: 'Código de barras do boleto' })).toBeVisible();
  await expect(pay.getByText('R$ 45,90')).toHaveCount(2);
  await expect(pay.getByText('Pagamento aprovado em até 1 dia útil após o pagamento')).toBeVisible();
  await pay.getByRole('button', { name: 'Copiar' }).click();
  await expect(pay.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  const copied = await pay.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(((await line.textContent()) ?? '').replace(/\D/g, ''));
  expect(copied).toHaveLength(47);

  // 'Imprimir boleto' prints the boleto alone: on paper the buttons and the page around it go.
  await pay.emulateMedia({ media: 'print' });
  await expect(line).toBeVisible();
  await expect(pay.getByRole('button', { name: 'Imprimir boleto' })).toBeHidden();
  await expect(pay.getByRole('heading', { level: 1 })).toBeHidden();
  await pay.emulateMedia({ media: 'screen' });

  const pdfUrl = (await pay.getByRole('link', { name: 'Baixar PDF' }).getAttribute('href')) ?? '';
  const pdf = await request.get(new URL(pdfUrl, linkUrl).toString());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A reload keeps the issued boleto: the same line, nothing issued again.
  const shown = await line.textContent();
  await pay.reload();
  await expect(pay.getByRole('status', { name: 'Linha digitável' })).toHaveText(shown ?? '');

  expect((await request.post(`/api/sandbox/pay/${id}`)).ok()).toBeTruthy();
  await expect(pay.getByText('Pagamento confirmado!')).toBeVisible();
  await expect(pay).toHaveURL(new RegExp(`/payment-success\\?id=${id}&t=[\\w-]{43}&link=`));
  await expect(pay.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(pay.getByText('Boleto Bancário', { exact: true })).toBeVisible();
  await payer.close();

  await page.goto(`/history?q=${id}`);
  // The list shows a short id; its copy button is named with the whole one (issue 41).
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Copiar ID ${id}` }) });
  await expect(row).toContainText('Beatriz Boleto');
  await expect(row).toContainText('R$ 45,90');
  await expect(row).toContainText('Completada');
  await expect(row).toContainText('Boleto Bancário');
});
