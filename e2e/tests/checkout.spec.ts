import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, PASSWORD, expect, test } from './fixtures';
import { expectPolicy, watchPolicy } from './screen-checks';

// The public checkout, as an anonymous payer sees it on `npm start`'s build: the standalone page
// served for /pay/*, the embedded Zoop sandbox as the provider. One flow per method; the rules of
// each screen (masks, errors, expiry, the result pages) are the checkout's component tests
// (remote-checkout/src/**/__tests__) and the API's (api/src/domains/payments).

const CARDS = { approved: '4539003370725497', declined: '6011457819940087', pending: '4000000000000044' }; // api/src/zoop-sandbox/test-cards.ts

type Link = { id: string; url: string };

/**
 * A fresh link of the demo seller, through the API. It names a customer ('Para:'), so it takes one
 * payment unless `usage` says otherwise.
 */
async function createLink(
  request: APIRequestContext,
  amount: number,
  description: string,
  usage: 'unico' | 'multiplo',
): Promise<Link> {
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/register-payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount,
      description,
      customerEmail: 'pagador@example.com',
      paymentMethods: ['pix', 'credit_card'],
      parcelasSemJuros: 3,
      usage,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { payment: { id: string } } };
  return { id: data.payment.id, url: `/pay/${data.payment.id}` };
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

test('PIX: the first screen without JavaScript, hydrated without a second read, paid live under the CSP, its receipt kept', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // A description that would end the page's inline view if it were not escaped.
  const description = `E2E checkout </script><!-- ${Date.now()}`;
  const link = await createLink(request, 87.9, description, 'unico');

  // Rendered by the API (api/src/domains/links/payer-page.ts): readable before, and without, any script.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  expect((await bare.goto(link.url))?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(bare.getByText('R$ 87,90')).toBeVisible();
  await expect(bare.getByText('Mercado Central')).toBeVisible();
  // Without scripts the page pays by plain forms (issue 40, no-script.spec pays one); the
  // scripted method buttons, which would do nothing, are hidden.
  await expect(bare.getByRole('button', { name: 'Pagar com PIX' })).toBeVisible();
  await expect(bare.getByRole('button', { name: /^PIX/ })).toBeHidden();
  await expect(bare.getByText('Para pagar, ative o JavaScript do seu navegador.')).toBeHidden();
  expect((await bare.goto('/pay/AAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404);
  await expect(bare.getByRole('heading', { level: 1, name: 'Erro no Pagamento' })).toBeVisible();
  await expect(bare.getByText('Link de pagamento não encontrado')).toBeVisible();
  await noScript.close();

  // With scripts: the page hydrates the view it was sent (no second GET of the link, no warning),
  // and the live status arrives over `/api/ws`, which `connect-src 'self'` must let open.
  const violations = await watchPolicy(page);
  const linkReads: string[] = [];
  const complaints: string[] = [];
  const frames: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/payment-ver/')) linkReads.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') complaints.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => complaints.push(`pageerror: ${e.message}`));
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/api/ws')
      ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });
  expectPolicy(await page.goto(link.url));
  await expect(page.getByText('Para pagar, ative o JavaScript do seu navegador.')).toBeHidden();
  await expect(page.getByText('Para:')).toContainText('pagador@example.com');
  await page.getByRole('button', { name: /^PIX/ }).click();
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  expect(linkReads).toEqual([]);
  expect(complaints).toEqual([]);
  await expect(page.getByRole('timer')).toHaveText(/^0?[45]:\d\d$/);
  const code = page.getByLabel('Código PIX copia e cola');
  await expect(code).toHaveValue(/^000201/);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código PIX copiado!')).toBeVisible();
  await expect.poll(() => frames.length).toBeGreaterThan(0);

  // The open code survives a reload: the payer comes back to it, not to the methods.
  const first = await code.inputValue();
  await page.reload();
  await expect(code).toHaveValue(first);
  await expect(page.getByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeHidden();

  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByText('Pagamento detectado!')).toBeVisible();
  // The id and the payment's document token: the id alone opens no receipt (issue 35).
  await expect(page).toHaveURL(/\/payment-success\?id=[0-9a-f-]{36}&t=[\w-]{43}&link=[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(page.getByText('R$ 87,90', { exact: true })).toBeVisible();
  await expect(page.getByText('PIX', { exact: true })).toBeVisible();

  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(page.getByText(id)).toBeVisible();
  // An anonymous payer goes back to the link paid, never to the merchants' login.
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', link.url);
  // The payer's main download is the PDF (issue 41); the spec's JSON stays, as a secondary action.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar comprovante' }).click();
  expect((await download).suggestedFilename()).toBe(`comprovante-${id}.pdf`);
  await expect(page.getByRole('button', { name: 'Baixar dados (JSON)' })).toBeVisible();

  // The paid one-payment link shows its payer the receipt, not the methods.
  await page.goto(link.url);
  await expect(page.getByRole('heading', { name: 'Pagamento já realizado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeHidden();
  await expect(page.getByText(id)).toBeVisible();
  expect(violations).toEqual([]);
});

test('the method choice is a history entry: Back returns to it, Forward to the card form as typed (never its number or CVV); slow scripts say the methods are loading', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const link = await createLink(request, 45, `E2E voltar ${Date.now()}`, 'multiplo');
  // A slow network: the server's page paints the amount long before its scripts run (issue 41).
  const slowScripts = '**/remotes/checkout/*.js';
  await page.route(slowScripts, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(link.url);
  const choice = page.getByRole('region', { name: 'Escolha a forma de pagamento' });
  await expect(choice).toHaveAttribute('aria-busy', 'true');
  await expect(choice.getByText('Carregando formas de pagamento…')).toBeVisible();
  const card = page.getByRole('button', { name: /^Cartão/ });
  await expect(card).toBeEnabled({ timeout: 30_000 });
  await expect(choice.getByText('Carregando formas de pagamento…')).toBeHidden();
  await expect(choice).toHaveAttribute('aria-busy', 'false');
  await page.unroute(slowScripts);

  await card.click();
  await page.getByLabel('Número do cartão').fill(CARDS.approved);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nome no cartão').fill('Ana Souza');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(link.url);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Pagar com cartão de crédito' })).toBeVisible();
  await expect(page.getByLabel('Nome no cartão')).toHaveValue('Ana Souza');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('Número do cartão')).toHaveValue('');
  await expect(page.getByLabel('CVC')).toHaveValue('');
});

test('cards: approved goes to success, declined to /payment-declined, pending to /payment-pendente', async ({
  page,
  request,
}) => {
  const link = await createLink(request, 120, `E2E checkout ${Date.now()}`, 'multiplo');
  await page.goto(link.url);
  await fillCard(page, CARDS.approved);
  await expect(page.getByText('Bandeira: Visa')).toBeVisible();
  await expect(page.getByLabel('Parcelas')).toContainText('2x de R$ 60,00 sem juros');
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(/\/payment-success\?id=/);
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await expect(page.getByText('Cartão de Crédito', { exact: true })).toBeVisible();
  await expect(page.getByText('R$ 120,00', { exact: true })).toBeVisible();

  await page.goto(link.url);
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page).toHaveURL(`/payment-declined?link=${link.id}`);
  await expect(page.getByRole('heading', { name: 'Pagamento recusado' })).toBeVisible();
  await expect(page.getByText('Nenhuma cobrança foi feita.')).toBeVisible();
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
});
