import { DEMO, PASSWORD, expect, test } from './fixtures';

// The payer page with scripts off, as WhatsApp's and Instagram's in-app browsers may open it on a
// cheap phone (issue 40): the server's first screen, the <noscript> form, plain posts and plain
// pages. The rules of each page are the API's tests (api/src/domains/payments/no-script).

test.use({ javaScriptEnabled: false });

test('without JavaScript: PIX by a plain form, the code and its QR, paid, "Já paguei" confirms', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/register-payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount: 42.5,
      description: `E2E sem JavaScript ${Date.now()}`,
      paymentMethods: ['pix', 'credit_card'],
      parcelasSemJuros: 1,
      usage: 'multiplo',
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { payment: { id: string } } };

  await page.goto(`/pay/${data.payment.id}`);
  const pix = page.getByRole('button', { name: 'Pagar com PIX' });
  await expect(pix).toBeVisible();
  await expect(
    page.getByText('O pagamento com cartão precisa de JavaScript', { exact: false }),
  ).toBeVisible();
  // The scripted checkout's buttons do nothing here: hidden, not offered.
  await expect(page.locator('[data-needs-js]').first()).toBeHidden();

  await page.getByLabel('Nome (opcional)').fill('Maria Silva');
  await pix.click();
  await expect(page).toHaveURL(/\/pay\/[\w-]+\/pix\/[0-9a-f-]{36}\?t=[\w-]+$/);
  await expect(page.getByText('R$ 42,50')).toBeVisible();
  await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
  await expect(page.locator('svg')).toBeVisible();
  await expect(page.getByText(/Válido até \d{2}:\d{2}/)).toBeVisible();

  // The payer's bank pays (the embedded sandbox); the page learns it only when asked.
  const transactionId = /\/pix\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  expect((await request.post(`/api/sandbox/pay/${transactionId}`)).status()).toBe(202);
  await expect(async () => {
    await page.getByRole('button', { name: 'Já paguei' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Baixar comprovante (PDF)' })).toHaveAttribute(
    'href',
    new RegExp(`^/api/receipt/${transactionId}/pdf\\?t=`),
  );
});
