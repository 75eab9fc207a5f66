import type { APIRequestContext } from '@playwright/test';
import { DEMO, PASSWORD, expect, test } from './fixtures';

// The payer's first screen comes in the HTML of /pay/:linkId (rendered by the API with the
// checkout's components, api/src/domains/links/payer-page.ts): readable before, and without, any
// script; the scripts then hydrate it, using the view inlined in the page instead of a second GET.

async function createLink(request: APIRequestContext, description: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/register-payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: 87.9, description, paymentMethods: ['pix', 'credit_card'], usage: 'multiplo' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { payment: { id: string } } }).data.payment.id;
}

test('with JavaScript off the link shows its amount and description, and says paying needs JavaScript', async ({
  browser,
  request,
}) => {
  const description = `Camiseta </script><!-- ${Date.now()}`;
  const id = await createLink(request, description);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/pay/${id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: description })).toBeVisible();
  await expect(page.getByText('R$ 87,90')).toBeVisible();
  await expect(page.getByText('Mercado Central')).toBeVisible();
  await expect(page.getByRole('button', { name: /^PIX/ })).toBeVisible();
  await expect(page.getByText('Para pagar, ative o JavaScript do seu navegador.')).toBeVisible();

  const missing = await page.goto('/pay/AAAAAAAAAAAAAAAAAAAAAA');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Erro no Pagamento' })).toBeVisible();
  await expect(page.getByText('Link de pagamento não encontrado')).toBeVisible();
  await context.close();
});

test('with JavaScript the page hydrates what it was sent: no second GET of the link, no warning', async ({
  page,
  request,
}) => {
  const id = await createLink(request, `Caneca ${Date.now()}`);
  const linkReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/payment-ver/')) linkReads.push(r.url());
  });
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.push(`pageerror: ${e.message}`));

  await page.goto(`/pay/${id}`);
  await expect(page.getByText('Para pagar, ative o JavaScript do seu navegador.')).toBeHidden();
  // Hydrated: the server's button now answers a click.
  await page.getByRole('button', { name: /^PIX/ }).click();
  await expect(page.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Caneca/ })).toBeVisible();
  expect(linkReads).toEqual([]);
  expect(console).toEqual([]);
});
