import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, PASSWORD, expect, logIn, sidebar, test } from './fixtures';

// Issue 25's flow on `npm start`'s build with the embedded Zoop sandbox: a seller adds a bank
// account; a card sale in 3 installments becomes three future dates; the sandbox clock moves past
// the first one (and the new account's 24 h wait, which runs on the provider's clock); the new
// account becomes the default with the password; 'Sacar' to it; the payout is 'Pago' by webhook.

const APPROVED_CARD = '4539003370725497'; // api/src/zoop-sandbox/test-cards.ts
const SELLER_CPF = '52998224725'; // the demo seller's own (api/src/domains/demo/accounts.ts)
// remote-backoffice's payout-modal.tsx: what a failed 'Sacar' reads.
const PAYOUT_FAILED_TEXT = 'Não foi possível solicitar o saque. Tente novamente.';

type Receivable = { date: string; amountCents: number };
type BalanceAnswer = { availableCents: number; receivables: Receivable[] };

/** 'R$ 1.234,56' from integer cents, the way the screens write it (whitespace-insensitive). */
function brl(cents: number): RegExp {
  const reais = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return new RegExp(`R\\$\\s${reais.replace(/\./g, '\\.')},${String(cents % 100).padStart(2, '0')}`);
}
const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

async function sellerAuth(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

async function balanceOf(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<BalanceAnswer> {
  const res = await request.get('/api/balance', { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as BalanceAnswer;
}

async function payoutsOf(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/payouts', { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { status: string; amountCents: number }[] }).data;
}

async function accountsOf(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get('/api/bank-accounts', { headers });
  expect(res.status()).toBe(200);
  type Account = { isDefault: boolean; accountNumberLast4: string; payoutsAllowedFrom: string | null };
  return ((await res.json()) as { data: Account[] }).data;
}

/** The days whose receivable grew between two reads, with how much. */
function grownDays(before: Receivable[], after: Receivable[]): Receivable[] {
  const sum = (list: Receivable[]) => {
    const days = new Map<string, number>();
    for (const r of list) days.set(r.date, (days.get(r.date) ?? 0) + r.amountCents);
    return days;
  };
  const old = sum(before);
  return [...sum(after).entries()]
    .map(([date, cents]) => ({ date, amountCents: cents - (old.get(date) ?? 0) }))
    .filter((r) => r.amountCents > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
}

async function payByCardInThree(page: Page, request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.post('/api/register-payment', {
    headers,
    data: {
      amount: 300,
      description: `E2E recebimentos ${Date.now()}`,
      customerEmail: 'pagador@example.com',
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 3,
      usage: 'multiplo',
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { payment: { id: string } } };
  const payer = await page.context().newPage();
  await payer.goto(`/pay/${data.payment.id}`);
  const cardForm = payer.getByRole('heading', { name: 'Pagar com cartão de crédito' });
  if (!(await cardForm.isVisible())) await payer.getByRole('button', { name: /^Cartão/ }).click();
  await payer.getByLabel('Número do cartão').fill(APPROVED_CARD);
  await payer.getByLabel('Validade (MM/AA)').fill('1240');
  await payer.getByLabel('CVC').fill('123');
  await payer.getByLabel('Nome no cartão').fill('Ana Souza');
  await payer.getByLabel('CPF ou CNPJ').fill('52998224725');
  await payer.getByLabel('Parcelas').selectOption('3');
  await payer.getByRole('button', { name: /^Pagar/ }).click();
  await expect(payer).toHaveURL(/\/payment-success/, { timeout: 20_000 });
  await payer.close();
}

test('a seller adds an account, sees a 3-installment sale on three dates, and withdraws the first when it is available', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const headers = await sellerAuth(request);
  // The demo seller starts with a default account long past its wait and a paid payout; the
  // seeder runs in the background after start-up, and marking that payout paid is its last step.
  await expect
    .poll(async () => (await payoutsOf(request, headers)).some((p) => p.status === 'pago'), {
      timeout: 30_000,
    })
    .toBe(true);
  const demoAccount = (await accountsOf(request, headers)).find((a) => a.isDefault);
  expect(demoAccount?.payoutsAllowedFrom).toBeNull();
  await logIn(page, DEMO.seller);
  await sidebar(page).getByRole('link', { name: 'Recebimentos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recebimentos' })).toBeVisible();

  // A bank account, the bank picked from the server's list.
  await page.getByRole('button', { name: 'Adicionar conta' }).click();
  const form = page.getByRole('dialog', { name: 'Adicionar conta bancária' });
  await form.getByLabel('Buscar banco').fill('341');
  await form.getByLabel('Banco *').selectOption('341');
  await form.getByLabel('Nome do titular *').fill('Ana Souza Artesanato');
  await form.getByLabel('CPF/CNPJ do titular *').fill(SELLER_CPF);
  await form.getByLabel('Agência *').fill('0001');
  const conta = `${Date.now() % 100_000}-7`;
  await form.getByLabel('Conta *').fill(conta);
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Conta bancária cadastrada')).toBeVisible();
  const accounts = page.getByRole('table', { name: 'Contas bancárias' });
  const last4 = conta.replace('-', '').slice(-4);
  const row = accounts.getByRole('row').filter({ hasText: `••••${last4}` });
  await expect(row).toContainText('Primeiro saque liberado a partir de');
  // Not the default yet: the demo's Itaú account stays where payouts go until the seller says so.
  await expect(row).not.toContainText('Padrão');
  await expect(row.getByRole('button', { name: /^Tornar padrão/ })).toBeVisible();

  // Manual: the clock below must not send the balance away on its own.
  const manual = await request.put('/api/receiving-policy', { headers, data: { policy: 'manual' } });
  expect(manual.ok()).toBeTruthy();

  // A card sale in 3 installments: three new dates, about 30 days apart.
  const before = await balanceOf(request, headers);
  await payByCardInThree(page, request, headers);
  const after = await balanceOf(request, headers);
  const installments = grownDays(before.receivables, after.receivables);
  expect(installments).toHaveLength(3);
  await page.getByRole('button', { name: 'Recarregar saldo' }).click();
  const days = page.getByRole('list', { name: 'Recebimentos por data' });
  for (const { date } of installments) await expect(days).toContainText(ddmmyyyy(date));
  await page.screenshot({ path: testInfo.outputPath('recebimentos-1280.png'), fullPage: true });

  // 32 days later (the first installment at D+30, the new account's 24 h wait long past).
  const clock = await request.post('/api/sandbox/clock', { headers, data: { days: 32 } });
  expect(clock.ok()).toBeTruthy();
  const moved = await balanceOf(request, headers);
  const first = installments[0]!;
  expect(moved.availableCents - after.availableCents).toBeGreaterThanOrEqual(first.amountCents);
  await page.reload();
  const available = page.getByRole('group', { name: 'Disponível', exact: true });
  await expect(available).toContainText(brl(moved.availableCents));
  await expect(page.getByRole('list', { name: 'Recebimentos por data' })).not.toContainText(
    ddmmyyyy(first.date),
  );

  // Past its wait, the new account becomes the default: it takes the current password.
  await expect(row).not.toContainText('Primeiro saque liberado a partir de');
  await row.getByRole('button', { name: /^Tornar padrão/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Tornar conta padrão' });
  await confirm.getByLabel('Senha atual *').fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Conta padrão atualizada')).toBeVisible();
  await expect(row).toContainText('Padrão');

  // 'Sacar' the first installment, double-clicked (issue 20): one intent, one key, one payout.
  const payoutKeys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/payouts$/.test(r.url()))
      payoutKeys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.getByRole('button', { name: 'Sacar' }).click();
  const sacar = page.getByRole('dialog', { name: 'Sacar' });
  const amount = sacar.getByLabel('Valor do saque (R$)');
  await amount.fill(
    `${Math.floor(first.amountCents / 100)},${String(first.amountCents % 100).padStart(2, '0')}`,
  );
  await sacar.getByRole('button', { name: 'Sacar' }).dblclick();
  await expect(page.getByText('Saque solicitado')).toBeVisible();
  await expect(sacar).toBeHidden();
  expect(payoutKeys.length).toBeGreaterThan(0);
  expect(new Set(payoutKeys).size).toBe(1);
  expect(payoutKeys[0]).not.toBe('');
  await expect(page.getByText(PAYOUT_FAILED_TEXT)).toHaveCount(0);
  // The balance on screen is asked again: what the API now says.
  const withdrawn = await balanceOf(request, headers);
  expect(withdrawn.availableCents).toBe(moved.availableCents - first.amountCents);
  await expect(available).toContainText(brl(withdrawn.availableCents));
  const history = page.getByRole('table', { name: 'Histórico de saques' });
  const payoutRow = history
    .getByRole('row')
    .filter({ hasText: brl(first.amountCents) })
    .first();
  await expect(payoutRow).toContainText(`••••${last4}`);
  await expect(payoutRow).toContainText('Pendente');
  // However many requests the two clicks made, the history holds one payout of this amount.
  const sameAmount = (await payoutsOf(request, headers)).filter(
    (p) => p.amountCents === first.amountCents && p.status === 'pendente',
  );
  expect(sameAmount).toHaveLength(1);

  // The sandbox's bank pays pending transfers on its next day; its webhook marks the payout paid.
  const nextDay = await request.post('/api/sandbox/clock', { headers, data: { days: 1 } });
  expect(nextDay.ok()).toBeTruthy();
  await expect(async () => {
    await page.getByRole('button', { name: 'Recarregar saques' }).click();
    await expect(payoutRow).toContainText('Pago', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
