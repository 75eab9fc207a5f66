import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, PASSWORD, expect, logIn, sidebar, test } from './fixtures';
import { layoutProblems } from './screen-checks';

const BRUNO = 'Bruno Lima Eletrônicos';

/** Bruno's seller id, as the admin's link filters list it (no seller-list route exists for sellers). */
async function sellerIdOf(request: APIRequestContext, nome: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email: DEMO.admin, password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const filters = await request.get('/api/payment-filters', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { sellers } = (await filters.json()) as { sellers: { id: string; nome: string }[] };
  const seller = sellers.find((s) => s.nome === nome);
  expect(seller, `${nome} among the demo sellers`).toBeTruthy();
  return seller!.id;
}

const rowOf = (page: Page, description: string) => page.getByRole('row').filter({ hasText: description });

test('a seller creates a link with a split, shares it, edits it and deletes it', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // a whole create-share-edit-delete flow across two browser contexts
  const brunoId = await sellerIdOf(request, BRUNO);
  const description = `E2E camiseta ${Date.now()}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, DEMO.seller);

  // Create, from the list's button.
  await sidebar(page).getByRole('link', { name: 'Links de Pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Links de Pagamento' })).toBeVisible();
  await page.getByRole('link', { name: 'Criar Link de Pagamento' }).first().click();
  await expect(page).toHaveURL('/create-payment-link');
  await page.getByLabel('Valor do pagamento (R$)').fill('150,50');
  await page.getByLabel('Descrição').fill(description);
  await page.getByRole('checkbox', { name: 'Cartão de Crédito' }).check();
  await page.getByLabel('Parcelas sem juros').selectOption('3');
  await page.getByRole('button', { name: /Split de Pagamentos/ }).click();
  await page.getByRole('button', { name: 'Adicionar recebedor' }).click();
  // Picked by name; the seller's id is what the form holds and sends (issue 41).
  const recipient = page.getByLabel('Recebedor 1', { exact: true });
  await recipient.selectOption({ label: BRUNO });
  await expect(recipient).toHaveValue(brunoId);
  await expect(recipient.locator('option:checked')).toHaveText(BRUNO);
  await page.getByLabel('Porcentagem 1 (%)').fill('20');
  await expect(page.getByText('Total: 20%')).toBeVisible();
  await page.getByRole('button', { name: 'Gerar link de pagamento' }).click();

  await expect(page.getByText('Link de pagamento criado com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Link criado com sucesso!' })).toBeVisible();
  const url = (await page.getByLabel('Link de pagamento', { exact: true }).textContent()) ?? '';
  const linkId = url.split('/pay/')[1] ?? '';
  expect(url).toBe(`${new URL(page.url()).origin}/pay/${linkId}`);
  expect(linkId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  const summary = page.getByLabel('Resumo do link');
  await expect(summary).toContainText('R$ 150,50');
  await expect(summary).toContainText('PIX, Cartão de Crédito');
  // The recipient by name (issue 14): an id means nothing to the seller reading the summary.
  await expect(summary).toContainText('Bruno Lima Eletrônicos: 20%');
  await expect(page.getByRole('img', { name: 'QR Code do link de pagamento' })).toBeVisible();

  // Copy it, and open what was copied as an anonymous payer.
  await page.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Link copiado para a área de transferência!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const payer = await browser.newContext();
  try {
    const payPage = await payer.newPage();
    await payPage.goto(url);
    await expect(payPage.getByRole('heading', { level: 1, name: description })).toBeVisible();
    await expect(payPage.getByLabel(/^Valor: R\$\s150,50$/)).toBeVisible();
    await expect(payPage.getByRole('button', { name: 'PIX' })).toBeVisible();
    await expect(payPage.getByRole('button', { name: 'Cartão' })).toBeVisible();
    expect(await payPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Edit from the list.
    await page.getByRole('button', { name: 'Voltar para listagem' }).click();
    await expect(page).toHaveURL('/payments');
    await page.getByLabel('Buscar').fill(description);
    await expect(rowOf(page, description)).toContainText('R$ 150,50');
    await page.getByRole('button', { name: `Editar link ${description}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Link de Pagamento' });
    await dialog.getByLabel('Valor (R$)').fill('200,00');
    await dialog.getByLabel('Descrição').fill(`${description} editado`);
    await dialog.getByRole('checkbox', { name: /Cartão de Crédito/ }).uncheck();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Link de pagamento atualizado com sucesso!')).toBeVisible();
    await expect(rowOf(page, `${description} editado`)).toContainText('R$ 200,00');
    await payPage.reload();
    await expect(payPage.getByRole('heading', { level: 1, name: `${description} editado` })).toBeVisible();
    await expect(payPage.getByLabel(/^Valor: R\$\s200,00$/)).toBeVisible();
    await expect(payPage.getByRole('button', { name: 'PIX' })).toBeVisible();
    await expect(payPage.getByRole('button', { name: 'Cartão' })).toHaveCount(0);

    // Delete it; the payer can no longer open it.
    await page.getByRole('button', { name: `Excluir link ${description} editado` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Exclusão' });
    await expect(confirm).toContainText(
      'Tem certeza que deseja excluir este link de pagamento? Esta ação não pode ser desfeita.',
    );
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Link de pagamento excluído com sucesso!')).toBeVisible();
    await expect(page.getByText('Nenhum link encontrado')).toBeVisible();

    await payPage.reload();
    await expect(payPage.getByRole('heading', { level: 1, name: 'Erro no Pagamento' })).toBeVisible();
    await expect(
      payPage.getByText(
        /^(Link de pagamento não encontrado|Este link de pagamento expirou ou não está mais ativo\.)$/,
      ),
    ).toBeVisible();
  } finally {
    await payer.close();
  }
});

/**
 * Each button is inside the window and is what a click at its centre lands on: not past the right
 * edge, not under a scroll container's clipped part (issue 41).
 */
async function offScreen(buttons: Locator): Promise<string[]> {
  return buttons.evaluateAll((els) =>
    els
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.right > window.innerWidth || !(hit && el.contains(hit));
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''),
  );
}

test("at 1366x800 every row's actions are on screen, with the largest amount in the row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await logIn(page, DEMO.seller);
  await sidebar(page).getByRole('link', { name: 'Links de Pagamento' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('button', { name: /^Editar link/ }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: 'Reenviar por email' }).first()).toBeVisible();
  expect(await page.evaluate(layoutProblems)).toEqual([]);
  const actions = /^(Editar link|Excluir link|Reenviar por email)/;
  expect(await table.getByRole('button', { name: actions }).count()).toBeGreaterThan(2);
  const missed: string[] = [];
  for (const row of await table.getByRole('row').all()) {
    await row.scrollIntoViewIfNeeded();
    missed.push(...(await offScreen(row.getByRole('button', { name: actions }))));
  }
  expect(missed).toEqual([]);
});
