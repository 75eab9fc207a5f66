import type { Page } from '@playwright/test';
import { DEMO, expect, logIn, sidebar, test, type DemoRole } from './fixtures';
import { expectPolicy, layoutProblems, watchPolicy } from './screen-checks';

/**
 * Every role's journey through its screens, one login each: it lands home with its own menu
 * (roles), and every screen it is offered, opened by a full page load, renders under the CSP (no
 * violation, heading shown) and fits a laptop (1366×800) and a phone (390×844) with no amount
 * broken over two lines (layout, issue 20). The screens are the role's sidebar links, so a new
 * screen is walked once it is offered; pages reached from them are added by hand.
 */
const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;

type Role = { landing: string; heading: string; items: string[]; extra?: string[] };

const ROLES: Record<DemoRole, Role> = {
  admin: {
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
      'Extrato',
      'Tabela de taxas',
      'Equipe',
      'Atividade',
      'Privacidade (LGPD)',
      'Configurações',
      'Segurança',
    ],
  },
  marketplace: {
    landing: '/dashboard',
    heading: 'Dashboard',
    items: [
      'Dashboard',
      'Vendedores',
      'Links de Pagamento',
      'Cupons',
      'Transações',
      'Meus Compradores',
      'Planos de Recorrência',
      'Assinaturas',
      'Planos de Juros',
      'Emails enviados',
      'Desenvolvedores',
      'Recebimentos',
      'Extrato',
      'Tabela de taxas',
      'Equipe',
      'Atividade',
      'Privacidade (LGPD)',
      'Configurações',
      'Segurança',
    ],
    extra: ['/create-payment-link', '/sellers'],
  },
  seller: {
    landing: '/dashboard',
    heading: 'Dashboard',
    items: [
      'Dashboard',
      'Links de Pagamento',
      'Cupons',
      'Transações',
      'Meus Compradores',
      'Planos de Recorrência',
      'Assinaturas',
      'Planos de Juros',
      'Emails enviados',
      'Desenvolvedores',
      'Recebimentos',
      'Extrato',
      'Tabela de taxas',
      'Equipe',
      'Atividade',
      'Privacidade (LGPD)',
      'Configurações',
      'Segurança',
    ],
    extra: ['/create-payment-link'],
  },
  customer: {
    landing: '/minhas-assinaturas',
    heading: 'Minhas Assinaturas',
    items: ['Minhas Assinaturas', 'Transações'],
  },
};

/**
 * The screen as its user reads it: its heading, and no 'Carregando…' left (the UI kit's spinner and
 * lists say it while they wait for their data), rather than a quiet network.
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/^Carregando/)).toHaveCount(0);
}

/**
 * The layout problems of `path` at both sizes, each from a full page load at that size (a window
 * resized under a rendered screen is another question: /recebimentos' calendar keeps its first
 * width). /history's detail too: its largest amounts sit in its narrowest boxes.
 */
async function problemsOf(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expectPolicy(await page.goto(path));
    await expect(page).toHaveURL(path);
    await settle(page);
    for (const problem of await page.evaluate(layoutProblems))
      found.push(`${viewport.width}px ${path}: ${problem}`);
    const details = page.getByRole('button', { name: 'Ver Detalhes' }).locator('visible=true');
    if (path === '/history' && (await details.count()) > 0) {
      await details.first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      for (const problem of await page.evaluate(layoutProblems))
        found.push(`${viewport.width}px ${path} (detail): ${problem}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
  return found;
}

for (const [role, { landing, heading, items, extra = [] }] of Object.entries(ROLES) as [DemoRole, Role][]) {
  test(`${role}: lands on ${landing} with its menu; every screen renders under the CSP and fits at 1366 px and 390 px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const violations = await watchPolicy(page);
    await page.setViewportSize(VIEWPORTS[0]);
    await logIn(page, DEMO[role]);
    await expect(page).toHaveURL(landing);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link')).toHaveText(items);
    await expect(sidebar(page).getByRole('button', { name: 'Sair' })).toBeVisible();
    // The stored session survives a full load, and /login sends the user back home.
    expectPolicy(await page.goto('/login'));
    await expect(page).toHaveURL(landing);

    const hrefs = await sidebar(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const found: string[] = [];
    for (const path of [...hrefs, ...extra]) found.push(...(await problemsOf(page, path)));
    expect(found).toEqual([]);
    expect(violations).toEqual([]);
  });
}

test("the seller: another role's routes go home; one React and store across shell and remote; a toast covers no header button", async ({
  page,
}) => {
  await logIn(page, DEMO.seller);
  await page.goto('/admin/marketplaces');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/marketplace-sellers');
  await expect(page).toHaveURL('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Configurações' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Identidade visual' })).toHaveCount(0);

  await sidebar(page).getByRole('link', { name: 'Links de Pagamento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Links de Pagamento' })).toBeVisible();
  // The remote's own API call carried the shell's token: the list shows the seller's demo links.
  await expect(page.getByText('Vaso de cerâmica pintado à mão').first()).toBeVisible();
  await expectOneCopyOfEachSingleton(page);
  await expectToastClearOfHeader(page);
});

type ShareEntry = { from: string; loaded?: boolean; useIn: string[] };
type ShareMap = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/**
 * The session store and the axios instance live in @pagora/shared; they work across remotes only
 * if every app gets the same copy: each singleton has one loaded version, from the shell.
 */
async function expectOneCopyOfEachSingleton(page: Page) {
  const share = await page.evaluate(
    () => (window as unknown as { __FEDERATION__: { __SHARE__: ShareMap } }).__FEDERATION__.__SHARE__,
  );
  const loaded = (pkg: string) => {
    const found = new Map<string, ShareEntry>();
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [version, entry] of Object.entries(pkgs[pkg] ?? {}))
          if (entry.loaded) found.set(version, entry);
    return [...found.entries()];
  };
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'zustand',
    'axios',
    '@pagora/shared',
    '@pagora/shared/client',
  ]) {
    const versions = loaded(pkg);
    expect(versions, `${pkg} is loaded exactly once`).toHaveLength(1);
    expect(versions[0]?.[1].from, `${pkg} comes from the shell`).toBe('shell');
  }
  for (const pkg of ['react', 'react-router-dom', '@pagora/shared/client'])
    expect(loaded(pkg)[0]?.[1].useIn, `${pkg} is used by the remote`).toContain('backoffice');
}

/** A toast the page itself raises ('Link copiado!'), held by the pointer while it is measured. */
async function expectToastClearOfHeader(page: Page) {
  const header = page.getByRole('main').locator('header').first();
  await expect(header.getByRole('link', { name: /Criar Link de Pagamento/ })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page
    .getByRole('button', { name: /^Copiar link / })
    .locator('visible=true')
    .first()
    .click();
  const shown = page.getByText('Link copiado!');
  await shown.hover();
  const t = await shown.boundingBox();
  expect(t).toBeTruthy();
  const controls = await header
    .locator('a, button')
    .evaluateAll((els) =>
      els.map((el) => ({ name: el.textContent ?? '', box: el.getBoundingClientRect().toJSON() as DOMRect })),
    );
  const covered = controls.filter(
    ({ box: b }) =>
      t!.x < b.x + b.width && b.x < t!.x + t!.width && t!.y < b.y + b.height && b.y < t!.y + t!.height,
  );
  expect(covered.map((c) => c.name)).toEqual([]);
}
