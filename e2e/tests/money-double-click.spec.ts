import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, PASSWORD, expect, logIn, test } from './fixtures';

// Issue 20's blocker: a double click on a money action is one intent with one Idempotency-Key and
// one request, and the screen ends on the real outcome, never on an error for what succeeded.

const APPROVED = '4716588836362104';
const DECLINING = '4929710426637678';

async function tokenOf(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** Counts the POSTs to URLs matching `pattern` that this page sends, with their keys. */
function watchPosts(page: Page, pattern: RegExp): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && pattern.test(r.url())) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test('a double-clicked refund confirmation refunds once and shows the refund', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const seller = await tokenOf(request, DEMO.seller);
  const description = `E2E duplo clique ${Date.now()}`;
  const created = await request.post('/api/register-payment', {
    headers: seller,
    data: { amount: '45,60', description, paymentMethods: ['pix'], parcelasSemJuros: 0 },
  });
  expect(created.status()).toBe(201);
  const linkId = ((await created.json()) as { data: { payment: { id: string } } }).data.payment.id;

  const payer = await browser.newContext();
  const payerPage = await payer.newPage();
  await payerPage.goto(`/pay/${linkId}`);
  await payerPage.getByRole('button', { name: /^PIX/ }).click();
  await payerPage.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(payerPage.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  const txId = new URL(payerPage.url()).searchParams.get('id') ?? '';
  await payer.close();

  await logIn(page, DEMO.seller);
  const refunds = watchPosts(page, /\/api\/transactions\/[^/]+\/refund$/);
  await page.goto(`/history?q=${txId}`);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: txId });
  await row.getByRole('button', { name: 'Ver Detalhes' }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes da Transação' });
  await detail.getByRole('button', { name: 'Estornar' }).click();
  await detail.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Estorno' })
    .getByRole('button', { name: 'Estornar' })
    .dblclick();
  await expect(page.getByText('Estorno realizado com sucesso!')).toBeVisible();
  await expect(detail).toContainText('Estornada');
  // One intent: however the clicks land, every request carries its one key (the server refunds once).
  expect(new Set(refunds).size).toBe(1);
  await expect(page.getByText('O valor do estorno é maior que o valor disponível para estorno.')).toHaveCount(
    0,
  );
});

test("a double-clicked 'Pagar' of an open charge pays once and ends on paid, not on an error", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await tokenOf(request, DEMO.seller);
  const customer = await tokenOf(request, DEMO.customer);
  const me = (await (await request.get('/api/me', { headers: customer })).json()) as { user: { id: string } };
  const sellerMe = (await (await request.get('/api/me', { headers: seller })).json()) as {
    user: { id: string };
  };
  const buyers = (await (
    await request.get(`/api/customers/${sellerMe.user.id}?q=customer@pagora.demo`, { headers: seller })
  ).json()) as { dados: { id: string }[] };
  const name = `Duplo E2E ${Date.now()}`;
  const plan = await request.post('/api/planos', {
    headers: seller,
    data: {
      nome: name,
      description: name,
      amount: 2345,
      frequency: 'mensal',
      interval: 1,
      payment_methods: ['credit'],
    },
  });
  expect(plan.status()).toBe(201);
  const planId = ((await plan.json()) as { dados: { id: string } }).dados.id;

  // A declining principal card leaves the new subscription overdue; an approving one pays it.
  const card = (number: string, principal: boolean) =>
    request.post(`/api/cadastrar-cartao/${me.user.id}`, {
      headers: customer,
      data: {
        card_number: number,
        holder_name: 'Diego Cliente',
        expiration_month: '12/35',
        expiration_year: '12/35',
        security_code: '123',
        principal,
      },
    });
  expect((await card(DECLINING, true)).status()).toBe(201);
  expect((await card(APPROVED, false)).status()).toBe(201);
  const sub = await request.post('/api/assinaturas', {
    headers: seller,
    data: { plano_id: planId, customer_id: buyers.dados[0]?.id, amount: '23,45' },
  });
  expect(sub.status()).toBe(201);

  await logIn(page, DEMO.customer);
  const pays = watchPosts(page, /\/api\/assinaturas\/[^/]+\/pagar$/);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Vencido', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await row.getByRole('button', { name: /Pagar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Realizar Pagamento' });
  // Other flows on this server may have saved the same approving card for the customer too.
  await dialog.getByRole('radio', { name: /2104/ }).first().check();
  await dialog.getByRole('button', { name: 'Pagar R$ 23,45' }).dblclick();
  await expect(page.getByText('Pagamento realizado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Ativo');
  await expect(page.getByText('Pagamento já em andamento.')).toHaveCount(0);
  expect(new Set(pays).size).toBe(1);
});
