import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { SHORT_PIX_PORT } from '../playwright.config';
import { DEMO, PASSWORD, expect, test } from './fixtures';
import { firstLoadReport, recordScripts } from './first-load';

// The public checkout, as an anonymous payer sees it on `npm start`'s build: the standalone page
// served for /pay/*, the embedded Zoop sandbox as the provider.

const CARDS = { approved: '4539003370725497', declined: '6011457819940087', pending: '4000000000000044' }; // api/src/zoop-sandbox/test-cards.ts

type Link = { id: string; url: string };

async function sellerAuth(request: APIRequestContext, base = '') {
  const login = await request.post(`${base}/api/login`, { data: { email: DEMO.seller, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/**
 * A fresh link of the demo seller, through the API. It names a customer ('Para:'); tests that pay
 * it more than once make it a many-payment link ('unico' is the default with a customer).
 */
async function createLink(
  request: APIRequestContext,
  amount: number,
  base = '',
  usage: 'unico' | 'multiplo' = 'multiplo',
): Promise<Link> {
  const res = await request.post(`${base}/api/register-payment`, {
    headers: await sellerAuth(request, base),
    data: {
      amount,
      description: `E2E checkout ${Date.now()}`,
      customerEmail: 'pagador@example.com',
      paymentMethods: ['pix', 'credit_card'],
      parcelasSemJuros: 3,
      usage,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { payment: { id: string } } };
  return { id: data.payment.id, url: `${base}/pay/${data.payment.id}` };
}

/** The screen at phone and desktop widths, kept as test artifacts. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

async function openLink(page: Page, link: Link, description = /E2E checkout/) {
  await page.goto(link.url);
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  // After 'Tentar novamente' the page is already back on the card form.
  const cardForm = page.getByRole('heading', { name: 'Pagar com cartão de crédito' });
  if (!(await cardForm.isVisible())) await page.getByRole('button', { name: /^Cartão/ }).click();
  await page.getByLabel('Número do cartão').fill(number);
  await page.getByLabel('Validade (MM/AA)').fill('1240');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nome no cartão').fill('Ana Souza');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel('Parcelas').selectOption('2');
}

test('first load: the standalone page only, no back-office chunk, under the JS budget', async ({
  page,
  request,
}, testInfo) => {
  const link = await createLink(request, 42.5);
  const scripts = recordScripts(page);
  await openLink(page, link);
  await expect(page.getByRole('button', { name: /^PIX/ })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const paths = scripts.map((u) => new URL(u).pathname);
  expect(paths.filter((p) => !p.startsWith('/remotes/checkout/'))).toEqual([]);
  expect(paths.filter((p) => /backoffice|admin|billing|shell/.test(p))).toEqual([]);

  const report = await firstLoadReport('checkout', scripts, testInfo);
  expect(report).toMatch(/ OK$/m);
});

test('PIX paid with the sandbox button reaches the success page with the amount, which survives a reload', async ({
  page,
  request,
}, testInfo) => {
  const link = await createLink(request, 87.9);
  await openLink(page, link);
  await expect(page.getByText('R$ 87,90')).toBeVisible();
  await expect(page.getByText('Para:')).toContainText('pagador@example.com');
  await shoot(page, testInfo, 'pay');

  await page.getByRole('button', { name: /^PIX/ }).click();
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^0?[45]:\d\d$/);
  const code = page.getByLabel('Código PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código PIX copiado!')).toBeVisible();
  await shoot(page, testInfo, 'pix');

  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByText('Pagamento detectado!')).toBeVisible();
  // The id and the payment's document token: the id alone opens no receipt (issue 35).
  await expect(page).toHaveURL(/\/payment-success\?id=[0-9a-f-]{36}&t=[\w-]{43}&link=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(page.getByText('R$ 87,90', { exact: true })).toBeVisible();
  await expect(page.getByText('PIX', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'success');

  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(page.getByText(id)).toBeVisible();
  await expect(page.getByText('R$ 87,90')).toBeVisible();
  // An anonymous payer goes back to the link paid, never to the merchants' login.
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
    'href',
    `/pay/${link.id}`,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar comprovante' }).click();
  expect((await download).suggestedFilename()).toBe(`comprovante-${id}.json`);
});

test('cards: approved goes to success, declined to /payment-declined, pending to /payment-pendente', async ({
  page,
  request,
}, testInfo) => {
  const link = await createLink(request, 120);
  await openLink(page, link);
  await fillCard(page, CARDS.approved);
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await expect(page.getByLabel('Parcelas')).toContainText('2x de R$ 60,00 sem juros');
  await shoot(page, testInfo, 'card');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/payment-success\?id=/);
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(page.getByText('Cartão de Crédito', { exact: true })).toBeVisible();
  await expect(page.getByText('R$ 120,00', { exact: true })).toBeVisible();

  await openLink(page, link);
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(`/payment-declined?link=${link.id}`);
  await expect(page.getByRole('heading', { name: 'Pagamento recusado' })).toBeVisible();
  await expect(page.getByText('Nenhuma cobrança foi feita.')).toBeVisible();
  await shoot(page, testInfo, 'declined');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /E2E checkout/ })).toBeVisible();
  // Back on the card form with the payer's name and CPF kept, never the card.
  await expect(page.getByLabel('Nome no cartão')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('');

  // The sandbox holds this card for review, as a real charge under anti-fraud analysis.
  await fillCard(page, CARDS.pending);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/payment-pendente\?id=[0-9a-f-]{36}&link=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Pagamento pendente' })).toBeVisible();
  await shoot(page, testInfo, 'pending');
});

test('a card form with errors shows them and can be sent again', async ({ page, request }) => {
  const link = await createLink(request, 10);
  await openLink(page, link);
  await page.getByRole('button', { name: /^Cartão/ }).click();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByText('Por favor, corrija os erros no formulário')).toBeVisible();
  await expect(page.getByText('Número do cartão é obrigatório')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeEnabled();
});

test('an expired QR code is replaced in place by a new one', async ({ page, request }, testInfo) => {
  const base = `http://localhost:${SHORT_PIX_PORT}`;
  const link = await createLink(request, 15, base);
  await openLink(page, link);
  await page.getByRole('button', { name: /^PIX/ }).click();
  const code = page.getByLabel('Código PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);
  const first = await code.inputValue();
  await expect(page.getByText('QR Code expirado')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Gere um novo código para continuar')).toBeVisible();
  await shoot(page, testInfo, 'pix-expired');
  await page.getByRole('button', { name: 'Gerar novo código' }).click();
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect(code).not.toHaveValue(first);
  await expect(page).toHaveURL(link.url);
});

test('an inactive link shows the error page', async ({ page, request }, testInfo) => {
  const link = await createLink(request, 33);
  const removed = await request.delete(`/api/payment-remove/${link.id}`, {
    headers: await sellerAuth(request),
  });
  expect(removed.ok()).toBeTruthy();
  await page.goto(link.url);
  await expect(page.getByRole('heading', { name: 'Erro no Pagamento' })).toBeVisible();
  await expect(page.getByText('Este link de pagamento expirou ou não está mais ativo.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
    'href',
    `/pay/${link.id}`,
  );
  await shoot(page, testInfo, 'error');

  await page.goto('/pay/nao-existe-este-link-0000000');
  await expect(page.getByRole('heading', { name: 'Erro no Pagamento' })).toBeVisible();
});

test('the open PIX code survives a reload and a method switch; the paid link then shows its receipt', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const link = await createLink(request, 64.3, '', 'unico');
  await openLink(page, link);
  await page.getByRole('button', { name: /^PIX/ }).click();
  const code = page.getByLabel('Código PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);
  const first = await code.inputValue();

  await page.reload();
  await expect(code).toHaveValue(first);
  await expect(page.getByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeHidden();
  await page.getByRole('button', { name: 'Trocar forma de pagamento' }).click();
  await page.getByRole('button', { name: /^PIX/ }).click();
  await expect(code).toHaveValue(first);

  // An open code does not lock another payer out of this one-payment link (issue 35): it gets its
  // own; the first payment to complete closes the link and voids the other.
  const other = await browser.newPage();
  await openLink(other, link);
  await other.getByRole('button', { name: /^PIX/ }).click();
  const otherCode = other.getByLabel('Código PIX copia e cola');
  await expect(otherCode).toHaveValue(/^000201/);
  expect(await otherCode.inputValue()).not.toBe(first);

  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?id=/);
  const params = new URL(page.url()).searchParams;
  const id = params.get('id') ?? '';
  const token = params.get('t') ?? '';
  await expect(page.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
    'href',
    `/api/receipt/${id}/pdf?t=${token}`,
  );
  const pdf = await request.get(`/api/receipt/${id}/pdf?t=${token}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // The transaction id alone (what the seller sees in lists, CSVs and e-mails) opens nothing.
  expect((await request.get(`/api/receipt/${id}/pdf`)).status()).toBe(404);
  expect((await request.get(`/api/receipt/${id}`)).status()).toBe(404);

  // The payer's browser shows the paid link's receipt; another payer only learns it was paid.
  for (const payer of [page, other]) {
    await payer.goto(link.url);
    await expect(payer.getByRole('heading', { name: 'Pagamento já realizado' })).toBeVisible();
    await expect(payer.getByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeHidden();
  }
  await expect(page.getByText(id)).toBeVisible();
  await expect(other.getByText(id)).toBeHidden();
  await shoot(page, testInfo, 'paid-link');
  await other.close();
});

test('the receipt page never calls unpaid money paid: a PIX never paid reads Aguardando pagamento', async ({
  page,
  request,
}) => {
  const link = await createLink(request, 33.1);
  const res = await request.post(`/api/payment/${link.id}`, {
    headers: { 'Idempotency-Key': `e2e-unpaid-${Date.now()}` },
    data: { valor: 33.1, paymentMethod: 'pix' },
  });
  expect(res.ok()).toBeTruthy();
  const { id, documentToken } = (await res.json()) as { id: string; documentToken: string };

  await page.goto(`/payment-success?id=${id}&t=${documentToken}&link=${link.id}`);
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
  await expect(page.getByText('Esta página não é um comprovante de pagamento.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Compartilhar' })).toBeHidden();
  await expect(page).toHaveTitle(/^Aguardando pagamento/);

  // The same page by the id alone, as a seller's list shows it: no receipt at all.
  await page.goto(`/payment-success?id=${id}&link=${link.id}`);
  await expect(page.getByRole('heading', { name: 'Comprovante indisponível' })).toBeVisible();
  await expect(page.getByText('Comprovante não encontrado.')).toBeVisible();
});
