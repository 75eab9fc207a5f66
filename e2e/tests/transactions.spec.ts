import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, PASSWORD, expect, logIn, logOut, test } from './fixtures';

// The money made visible: a payer pays a seller's link by PIX in the sandbox; the seller finds it
// paid in /history and on /dashboard, opens the detail, refunds it (a PIX goes back whole: the form
// locks the amount and says why before confirming; the confirmation double-clicked refunds once)
// and exports the CSV; the admin's 'Total Faturado' moves by what stayed paid. Issue 41: at
// 1366x800 a row is one line (ten fit the window) and the detail's footer stays on screen.

/** 'R$ 1.234,56' -> 123456 (a test's reading of a formatted figure, never product code). */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function adminTotalCents(page: Page): Promise<number> {
  await logIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const card = page.getByRole('group', { name: 'Total Faturado' });
  await expect(card).toContainText('R$');
  return centsOf((await card.locator('p').nth(1).textContent()) ?? '');
}

async function createLink(request: APIRequestContext, description: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email: DEMO.seller, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/register-payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: { amount: '123,40', description, paymentMethods: ['pix'], parcelasSemJuros: 0 },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { payment: { id: string } } }).data.payment.id;
}

/** The dialog's footer buttons lie inside the window (its body scrolls instead, issue 41). */
async function expectFooterOnScreen(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const view = page.viewportSize()!;
  for (const name of ['Fechar', 'Imprimir']) {
    const box = await dialog.getByText(name, { exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y + box!.height, `${name} at ${view.width}x${view.height}`).toBeLessThanOrEqual(view.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(view.width);
  }
}

/** An anonymous payer in a browser of their own pays by PIX with the sandbox button. */
async function payByPix(browser: Browser, linkId: string): Promise<string> {
  const payer = await browser.newContext();
  const page = await payer.newPage();
  await page.goto(`/pay/${linkId}`);
  await page.getByRole('button', { name: /^PIX/ }).click();
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await payer.close();
  return id;
}

test('PIX paid in the sandbox: /history, detail, refunded whole (the amount locked), CSV, /dashboard; the admin total', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const before = await adminTotalCents(page);
  await logOut(page);

  const description = `E2E histórico ${Date.now()}`;
  const txId = await payByPix(browser, await createLink(request, description));

  await logIn(page, DEMO.seller);
  await page.goto(`/history?q=${txId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de Transações' })).toBeVisible();
  const table = page.getByRole('table');
  // The row shows the id's first 8 characters; its copy button names the whole id.
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: `Copiar ID ${txId}` }) });
  await expect(row).toContainText(txId.slice(0, 8));
  // One line a row: ten rows and more fit 800 px (issue 41: the wrapped UUID made rows ~800 px tall).
  for (const r of await table.getByRole('row').all()) {
    expect((await r.boundingBox())!.height).toBeLessThanOrEqual(56);
  }
  await expect(row).toContainText('Cliente Anônimo');
  await expect(row).toContainText('R$ 123,40');
  await expect(row).toContainText('Completada');
  await expect(page.getByRole('group', { name: 'Receita Total' })).toContainText('R$ 123,40');

  await row.getByRole('button', { name: 'Ver Detalhes' }).click();
  const detail = page.getByRole('dialog', { name: 'Detalhes da Transação' });
  await expect(detail).toContainText(description);
  await detail.getByRole('button', { name: 'Estornar' }).click();
  // A PIX goes back whole: the amount is locked and the reason shown before anything is confirmed.
  const amount = detail.getByLabel('Valor do estorno (R$)');
  await expect(amount).toHaveValue('123,40');
  await expect(amount).not.toBeEditable();
  await expect(detail).toContainText('Um pagamento PIX só pode ser estornado por inteiro.');
  // The tallest the detail gets (the refund form open): its body scrolls, the footer stays on screen.
  await expectFooterOnScreen(page, detail);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFooterOnScreen(page, detail);
  await page.setViewportSize({ width: 1366, height: 800 });
  await detail.getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Estorno' });
  await expect(confirm).toContainText('R$ 123,40');
  // Double-clicked (issue 20): one intent, one Idempotency-Key on every request it makes, one refund,
  // and the screen ends on the refund, never on an error for what succeeded.
  const refundKeys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/transactions\/[^/]+\/refund$/.test(r.url()))
      refundKeys.push(r.headers()['idempotency-key'] ?? '');
  });
  await confirm.getByRole('button', { name: 'Estornar' }).dblclick();
  await expect(page.getByText('Estorno realizado com sucesso!')).toBeVisible();
  await expect(detail).toContainText('Valor estornado');
  await expect(detail).toContainText('Estornada');
  expect(refundKeys.length).toBeGreaterThan(0);
  expect(new Set(refundKeys).size).toBe(1);
  await expect(page.getByText('O valor do estorno é maior que o valor disponível para estorno.')).toHaveCount(
    0,
  );
  // After the refund too (issue 41 saw the footer cut there).
  await expectFooterOnScreen(page, detail);
  await detail.getByText('Fechar', { exact: true }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const line = csv.split('\r\n').find((l) => l.startsWith(txId)) ?? '';
  expect(line).toContain(';Estornada;PIX;1;123,40;');
  expect(line.split(';')[7]).toBe('123,40');
  expect(line).toContain(description);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText('R$ 123,40');
  await logOut(page);

  // The admin's total is paid revenue net of refunds: refunded whole, it is where it was.
  expect(await adminTotalCents(page)).toBe(before + 12_340 - 12_340);
});
