import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, expect, logIn, logOut, test } from './fixtures';
import { acceptInvitation } from './invitation';

// Sellers and marketplaces end to end: the admin creates a marketplace; its owner logs in and adds
// a seller that the provider (the sandbox) onboards ('Enviar cadastro ao provedor'); that seller
// sets its password from the invitation e-mail, logs in and shares a link; a payer pays it; the owner sees the sale in the seller's report. Another
// marketplace sees none of it.

const stamp = Date.now();
const MARKETPLACE = { nome: `Mercado E2E ${stamp}`, email: `mercado${stamp}@e2e.test`, password: 'mercado1' };
const SELLER = { nome: `Loja E2E ${stamp}`, email: `loja${stamp}@e2e.test`, password: 'Loja#senha-2026' };

async function fillTab(page: Page, dialog: string, tab: string, fields: Record<string, string>) {
  const modal = page.getByRole('dialog', { name: dialog });
  await modal.getByRole('tab', { name: tab }).click();
  for (const [label, value] of Object.entries(fields))
    await modal.getByLabel(label, { exact: true }).fill(value);
}

async function createLinkAs(request: APIRequestContext, email: string, password: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/register-payment', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount: '87,65',
      description: `Venda E2E ${stamp}`,
      paymentMethods: ['pix'],
      parcelasSemJuros: 0,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { payment: { id: string } } }).data.payment.id;
}

async function payByPix(browser: Browser, linkId: string): Promise<void> {
  const payer = await browser.newContext();
  const page = await payer.newPage();
  await page.goto(`/pay/${linkId}`);
  await page.getByRole('button', { name: /^PIX/ }).click();
  await page.getByRole('button', { name: 'Simular pagamento (sandbox)' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento aprovado' })).toBeVisible();
  await payer.close();
}

test("a new marketplace onboards a seller at the provider, and sees that seller's sale in its report", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);

  // The operator creates the marketplace.
  await logIn(page, DEMO.admin);
  await page.goto('/admin/marketplaces');
  await page.getByRole('button', { name: 'Adicionar Marketplace' }).first().click();
  await fillTab(page, 'Adicionar Marketplace', 'Informações Pessoais', {
    'Nome da Empresa *': MARKETPLACE.nome,
    'CPF/CNPJ *': '11222333000181',
    'Email *': MARKETPLACE.email,
    'Senha *': MARKETPLACE.password,
    'Confirmar Senha *': MARKETPLACE.password,
  });
  await page
    .getByRole('dialog', { name: 'Adicionar Marketplace' })
    .getByRole('button', { name: 'Adicionar' })
    .click();
  await expect(page.getByText('Marketplace adicionado com sucesso!')).toBeVisible();
  await logOut(page);

  // Its owner adds a seller the provider onboards.
  await logIn(page, MARKETPLACE.email, MARKETPLACE.password);
  await page.goto('/sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Vendedores' })).toBeVisible();
  await expect(page.getByText('Nenhum vendedor cadastrado')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Vendedor' }).first().click();
  const add = page.getByRole('dialog', { name: 'Adicionar Vendedor' });
  await add.getByRole('checkbox', { name: 'Enviar cadastro ao provedor' }).check();
  await fillTab(page, 'Adicionar Vendedor', 'Informações Pessoais', {
    'Nome *': SELLER.nome,
    'CPF/CNPJ *': '52998224725',
    'Email *': SELLER.email,
  });
  // Zoop reviews a new seller with its phone and address (the demo sandbox approves it at once).
  await fillTab(page, 'Adicionar Vendedor', 'Contato', { Telefone: '11988887777' });
  await fillTab(page, 'Adicionar Vendedor', 'Endereço', {
    Logradouro: 'Rua das Flores',
    Número: '100',
    Bairro: 'Centro',
    Cidade: 'São Paulo',
    Estado: 'SP',
  });
  await page
    .getByRole('dialog', { name: 'Adicionar Vendedor' })
    .getByLabel('CEP', { exact: true })
    .pressSequentially('01001000');
  await add.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Vendedor adicionado com sucesso!')).toBeVisible();
  // The owner's list shows name, e-mail and id (spec); the operator's shows the provider id (below).
  await expect(page.getByRole('row').filter({ hasText: SELLER.nome })).toContainText(SELLER.email);
  // Created 'pending' at the provider, approved by its seller.activated webhook (issue 28 item 3).
  await expect(
    page.getByRole('row').filter({ hasText: SELLER.nome }).getByLabel('Cadastro no provedor: Ativo'),
  ).toBeVisible();
  await logOut(page);

  // The seller sets a password from the invitation (issue 41), logs in, and a payer pays its link.
  await acceptInvitation(browser, SELLER.email, SELLER.password);
  await logIn(page, SELLER.email, SELLER.password);
  await logOut(page);
  await payByPix(browser, await createLinkAs(request, SELLER.email, SELLER.password));

  // The owner opens that seller's report: the sale is there.
  await logIn(page, MARKETPLACE.email, MARKETPLACE.password);
  await page.goto('/sellers');
  await page.getByRole('link', { name: `Relatório de ${SELLER.nome}` }).click();
  await expect(page.getByRole('group', { name: 'Total de Vendas' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Receita Total' })).toContainText('R$ 87,65');
  const reportUrl = page.url();
  await logOut(page);

  // Another marketplace sees neither the seller nor its report.
  await logIn(page, 'marketplace2@pagora.demo');
  await page.goto('/sellers');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Vendedores' })).toBeVisible();
  await page.getByLabel('Buscar vendedores').fill(SELLER.nome);
  await expect(page.getByText(/Nenhum vendedor encontrado/)).toBeVisible();
  await page.goto(new URL(reportUrl).pathname);
  await expect(page.getByRole('heading', { name: 'Vendedor não encontrado' })).toBeVisible();
  await logOut(page);

  // The operator sees the id the provider issued, under the new marketplace.
  await logIn(page, DEMO.admin);
  await page.goto('/admin/sellers');
  await page.getByLabel('Buscar vendedores').fill(SELLER.nome);
  const row = page.getByRole('row').filter({ hasText: SELLER.nome });
  await expect(row).toContainText(/ID na Zoop \(suporte\): [0-9a-f]{32}/);
});
