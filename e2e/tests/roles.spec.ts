import { DEMO, expect, logIn, sidebar, test, type DemoRole } from './fixtures';

const CASES: { role: DemoRole; landing: string; heading: string; items: string[]; soon?: string[] }[] = [
  {
    role: 'admin',
    landing: '/dashboard',
    heading: 'Admin Dashboard',
    items: [
      'Dashboard',
      'Marketplaces',
      'Vendedores',
      'Links de Pagamento',
      'Transações',
      'Compradores',
      'Planos de Recorrência',
      'Assinaturas',
      'Planos de Juros',
      'Emails enviados',
      'Desenvolvedores',
      'Recebimentos',
      'Configurações',
    ],
  },
  {
    role: 'marketplace',
    landing: '/dashboard',
    heading: 'Dashboard',
    items: [
      'Dashboard',
      'Vendedores',
      'Links de Pagamento',
      'Transações',
      'Meus Compradores',
      'Planos de Recorrência',
      'Assinaturas',
      'Planos de Juros',
      'Emails enviados',
      'Desenvolvedores',
      'Recebimentos',
      'Configurações',
    ],
  },
  {
    role: 'seller',
    landing: '/dashboard',
    heading: 'Dashboard',
    items: [
      'Dashboard',
      'Links de Pagamento',
      'Transações',
      'Meus Compradores',
      'Planos de Recorrência',
      'Assinaturas',
      'Planos de Juros',
      'Emails enviados',
      'Desenvolvedores',
      'Recebimentos',
      'Configurações',
    ],
    soon: ['Extrato'],
  },
  {
    role: 'customer',
    landing: '/minhas-assinaturas',
    heading: 'Minhas Assinaturas',
    items: ['Minhas Assinaturas', 'Transações'],
  },
];

for (const { role, landing, heading, items, soon = [] } of CASES) {
  test(`${role} logs in, lands on ${landing} and sees their sidebar`, async ({ page }) => {
    await logIn(page, DEMO[role]);
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link')).toHaveText(items);
    for (const label of soon) {
      await expect(sidebar(page).locator('[aria-disabled="true"]', { hasText: label })).toContainText(
        'Em breve',
      );
    }
    await expect(sidebar(page).getByRole('button', { name: 'Sair' })).toBeVisible();

    // The stored session survives a reload, and /login sends the user back home.
    await page.goto('/login');
    await expect(page).toHaveURL(landing);
  });
}

test('each role only reaches its own routes', async ({ page }) => {
  await logIn(page, DEMO.seller);
  await page.goto('/admin/marketplaces');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/marketplace-sellers');
  await expect(page).toHaveURL('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Transações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de Transações' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Identidade visual' })).toHaveCount(0);
});

test('wrong password reads "Email ou senha incorretos"', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.seller);
  await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL('/login');
});
