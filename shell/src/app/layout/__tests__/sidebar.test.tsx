import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsContract } from '@pagora/shared/contracts';
import { useSession } from '@pagora/shared/client';
import { answerOf, fakeApi, memberTeam } from '@pagora/shared/client/testing';
import { renderApp, signInAs, signOut, type DemoRole } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const sidebar = () => screen.getByRole('complementary', { name: 'Menu principal' });
const links = () =>
  within(sidebar())
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

const remotePageShown = () => screen.findByRole('heading', { name: /^remote / });

beforeEach(() => {
  signOut();
  remotesWork();
  fakeApi({ 'POST /logout': () => answerOf(accountsContract.logout, null) });
});

test.each<[DemoRole, string, [string, string][]]>([
  [
    'admin',
    '/dashboard',
    [
      ['Dashboard', '/dashboard'],
      ['Marketplaces', '/admin/marketplaces'],
      ['Vendedores', '/admin/sellers'],
      ['Links de Pagamento', '/payments'],
      ['Transações', '/history'],
      ['Compradores', '/clients'],
      ['Planos de Recorrência', '/planos'],
      ['Assinaturas', '/assinaturas'],
      ['Planos de Juros', '/juros'],
      ['Emails enviados', '/emails-enviados'],
      ['Desenvolvedores', '/desenvolvedores'],
      ['Recebimentos', '/recebimentos'],
      ['Extrato', '/extrato'],
      ['Tabela de taxas', '/tabela-de-taxas'],
      ['Equipe', '/equipe'],
      ['Atividade', '/atividade'],
      ['Privacidade (LGPD)', '/privacidade'],
      ['Configurações', '/settings'],
      ['Segurança', '/seguranca'],
    ],
  ],
  [
    'marketplace',
    '/dashboard',
    [
      ['Dashboard', '/dashboard'],
      ['Vendedores', '/marketplace-sellers'],
      ['Links de Pagamento', '/payments'],
      ['Cupons', '/cupons'],
      ['Transações', '/history'],
      ['Meus Compradores', '/clients'],
      ['Planos de Recorrência', '/planos'],
      ['Assinaturas', '/assinaturas'],
      ['Planos de Juros', '/juros'],
      ['Emails enviados', '/emails-enviados'],
      ['Desenvolvedores', '/desenvolvedores'],
      ['Recebimentos', '/recebimentos'],
      ['Extrato', '/extrato'],
      ['Tabela de taxas', '/tabela-de-taxas'],
      ['Equipe', '/equipe'],
      ['Atividade', '/atividade'],
      ['Privacidade (LGPD)', '/privacidade'],
      ['Configurações', '/settings'],
      ['Segurança', '/seguranca'],
    ],
  ],
  [
    'seller',
    '/dashboard',
    [
      ['Dashboard', '/dashboard'],
      ['Links de Pagamento', '/payments'],
      ['Cupons', '/cupons'],
      ['Transações', '/history'],
      ['Meus Compradores', '/clients'],
      ['Planos de Recorrência', '/planos'],
      ['Assinaturas', '/assinaturas'],
      ['Planos de Juros', '/juros'],
      ['Emails enviados', '/emails-enviados'],
      ['Desenvolvedores', '/desenvolvedores'],
      ['Recebimentos', '/recebimentos'],
      ['Extrato', '/extrato'],
      ['Tabela de taxas', '/tabela-de-taxas'],
      ['Equipe', '/equipe'],
      ['Atividade', '/atividade'],
      ['Privacidade (LGPD)', '/privacidade'],
      ['Configurações', '/settings'],
      ['Segurança', '/seguranca'],
    ],
  ],
  [
    'customer',
    '/minhas-assinaturas',
    [
      ['Minhas Assinaturas', '/minhas-assinaturas'],
      ['Transações', '/history'],
      ['Configurações', '/settings'],
    ],
  ],
])('the %s sidebar', async (role, page, expected) => {
  signInAs(role);
  renderApp(page);
  await remotePageShown();
  expect(links()).toEqual(expected);
  expect(within(sidebar()).getByText(`Demo ${role}`)).toBeInTheDocument();
  expect(within(sidebar()).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
});

test('a team member sees only what its role allows, named as itself acting for the business', async () => {
  signInAs('seller');
  const { user, token, settings } = useSession.getState();
  useSession.getState().signIn({
    user: {
      ...user!,
      team: memberTeam('support', { id: 'person-1', nome: 'Ana Atendimento', email: 'ana@loja.test' }),
    },
    token: token!,
    settings: settings!,
  });
  renderApp('/dashboard');
  await remotePageShown();
  expect(links().map(([label]) => label)).toEqual([
    'Dashboard',
    'Links de Pagamento',
    'Cupons',
    'Transações',
    'Meus Compradores',
    'Planos de Recorrência',
    'Assinaturas',
    'Planos de Juros',
    'Emails enviados',
    'Configurações',
    'Segurança',
  ]);
  expect(within(sidebar()).getByText('Ana Atendimento · Demo seller')).toBeInTheDocument();
});

test.each<[DemoRole, string, string]>([
  ['seller', '/create-payment-link', 'Links de Pagamento'],
  ['marketplace', '/create-payment-link', 'Links de Pagamento'],
  ['marketplace', '/sellers/7', 'Vendedores'],
  ['marketplace', '/sellers', 'Vendedores'],
  ['seller', '/history', 'Transações'],
])('the %s sidebar highlights its section on %s', async (role, page, section) => {
  signInAs(role);
  renderApp(page);
  await remotePageShown();
  const active = within(sidebar())
    .getAllByRole('link')
    .filter((a) => /active/.test(a.className))
    .map((a) => a.textContent);
  expect(active).toEqual([section]);
});

test('collapses to icons and expands again', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  renderApp('/dashboard');
  await remotePageShown();
  await user.click(screen.getByRole('button', { name: 'Recolher menu' }));
  expect(sidebar().className).toMatch(/collapsed/);
  await user.click(screen.getByRole('button', { name: 'Expandir menu' }));
  expect(sidebar().className).not.toMatch(/collapsed/);
});

test('the mobile toggle opens the menu', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  renderApp('/dashboard');
  await remotePageShown();
  const toggle = screen.getByRole('button', { name: 'Abrir menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(sidebar().className).toMatch(/mobileOpen/);
});

test("'Sair' revokes the token, wipes storage and goes to /login", async () => {
  const user = userEvent.setup();
  const api = fakeApi({ 'POST /logout': () => answerOf(accountsContract.logout, null) });
  signInAs('seller');
  localStorage.setItem('transactionsDash', '[]');
  renderApp('/dashboard');
  await remotePageShown();
  await user.click(screen.getByRole('button', { name: 'Sair' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  expect(api.calls.find((c) => c.url === '/logout')).toMatchObject({
    method: 'POST',
    auth: 'Bearer token-seller',
  });
  expect(localStorage.length).toBe(0);
});
