import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@pagora/shared/client';
import { accountsContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import {
  demoUser,
  DEMO_SETTINGS,
  renderApp,
  signInAs,
  signOut,
  type DemoRole,
} from '../../testing/render-app';
import { remotesWork } from '../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const location = () => screen.getByTestId('location');

beforeEach(() => {
  signOut();
  remotesWork();
  fakeApi({});
});

describe('signed out', () => {
  test.each([
    '/dashboard',
    '/customer',
    '/clients',
    '/minhas-assinaturas',
    '/history',
    '/payments',
    '/planos',
    '/assinaturas',
    '/juros',
    '/create-payment-link',
    '/settings',
    '/admin/marketplaces',
    '/sellers/42',
  ])('%s goes to /login', async (path) => {
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  test('/ goes to /dashboard, then to /login', async () => {
    renderApp('/');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
  });

  test.each(['/pay/abc', '/payment-success', '/payment-declined', '/payment-pendente'])(
    '%s is public and served by the checkout remote',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: /^remote checkout\// })).toBeInTheDocument();
      expect(location()).toHaveTextContent(path);
    },
  );
});

test('an unknown path shows the not-found page', async () => {
  renderApp('/nao-existe');
  expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  expect(screen.getByText('A página que você procura não existe ou foi movida.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
});

describe.each<[DemoRole, string]>([
  ['admin', '/dashboard'],
  ['marketplace', '/dashboard'],
  ['seller', '/dashboard'],
  ['customer', '/minhas-assinaturas'],
])('signed in as %s', (role, home) => {
  beforeEach(() => signInAs(role));

  test.each(['/login', '/signup'])(`%s redirects to ${home}`, async (path) => {
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${home}$`)));
  });

  // Issue 41: each role has a home and never loads another role's screen (a customer's / showed
  // the seller dashboard's two 403s); the placeholder /customer is gone.
  test.each(['/', '/dashboard', '/customer'])(
    `%s goes to ${home}, showing only the role's own screen`,
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${home}$`)));
      const expected = {
        admin: 'remote admin/AdminDashboardPage',
        marketplace: 'remote admin/DashboardPage',
        seller: 'remote admin/DashboardPage',
        customer: 'remote billing/MySubscriptionsPage',
      }[role];
      expect(await screen.findByRole('heading', { name: expected })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: /^remote / })).toHaveLength(1);
      expect(screen.queryByRole('button', { name: 'Realizar ação' })).not.toBeInTheDocument();
    },
  );

  test('/admin/marketplaces and /admin/sellers are for admins only', async () => {
    renderApp('/admin/sellers');
    const expected = role === 'admin' ? '/admin/sellers' : home;
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${expected}$`)));
  });

  test.each(['/marketplace-sellers', '/sellers', '/sellers/42'])(
    '%s is for marketplaces only',
    async (path) => {
      renderApp(path);
      const expected = role === 'marketplace' ? path : home;
      await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${expected}$`)));
    },
  );

  // A screen is offered only to the roles whose calls it makes: the others go home, not to a 403.
  test('every page names itself in the tab', async () => {
    const pages: Record<DemoRole, [string, string]> = {
      admin: ['/admin/marketplaces', 'Marketplaces — Pagora'],
      marketplace: ['/juros', 'Planos de Juros — Pagora'],
      seller: ['/payments', 'Links de Pagamento — Pagora'],
      customer: ['/minhas-assinaturas', 'Minhas Assinaturas — Pagora'],
    };
    const [path, title] = pages[role];
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  test.each<[string, DemoRole[]]>([
    ['/payments', ['admin', 'marketplace', 'seller']],
    ['/create-payment-link', ['marketplace', 'seller']],
    ['/clients', ['admin', 'marketplace', 'seller']],
    ['/planos', ['admin', 'marketplace', 'seller']],
    ['/juros', ['admin', 'marketplace', 'seller']],
    ['/minhas-assinaturas', ['customer']],
    ['/history', ['admin', 'marketplace', 'seller', 'customer']],
  ])('%s is for %j', async (path, roles) => {
    renderApp(path);
    const expected = roles.includes(role) ? path : home;
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${expected}$`)));
  });
});

test('/dashboard shows the admin dashboard to admins and the regular one to others', async () => {
  signInAs('admin');
  const { unmount } = renderApp('/dashboard');
  expect(await screen.findByRole('heading', { name: 'remote admin/AdminDashboardPage' })).toBeInTheDocument();
  unmount();
  signInAs('seller');
  renderApp('/dashboard');
  expect(await screen.findByRole('heading', { name: 'remote admin/DashboardPage' })).toBeInTheDocument();
});

test('/sellers/:sellerId loads the seller report for a marketplace', async () => {
  signInAs('marketplace');
  renderApp('/sellers/42');
  expect(await screen.findByRole('heading', { name: 'remote admin/SellerReportPage' })).toBeInTheDocument();
});

describe('session at start', () => {
  test('is restored when both user and token are stored', async () => {
    localStorage.setItem('user', JSON.stringify(demoUser('seller')));
    localStorage.setItem('token', 'abc');
    await useSession.getState().restore();
    expect(useSession.getState().user?.cargo).toBe('seller');
  });

  test('is not restored when the token is missing', async () => {
    localStorage.setItem('user', JSON.stringify(demoUser('seller')));
    await useSession.getState().restore();
    expect(useSession.getState().user).toBeNull();
  });

  test('a token the server refuses (401) ends the session and goes to /login', async () => {
    signInAs('seller');
    fakeApi({
      'GET /me': () => errorReply(401, 'unauthorized', 'Sessão expirada'),
    });
    renderApp('/history');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(localStorage.getItem('token')).toBeNull();
  });

  test('the brand colours of the session become CSS custom properties', async () => {
    signInAs('seller');
    fakeApi({
      'GET /me': () => answerOf(accountsContract.me, { user: demoUser('seller'), settings: DEMO_SETTINGS }),
    });
    renderApp('/history');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0f766e'),
    );
    expect(document.documentElement.style.getPropertyValue('--brand-secondary')).toBe('#f59e0b');
  });

  // Issue 41: text on a brand colour stays readable whatever colours the marketplace picked.
  test.each([
    ['#0f766e', '#ffffff'],
    ['#fde047', '#111827'],
    ['#f59e0b', '#111827'],
    ['#1e3a8a', '#ffffff'],
  ])('on the brand colour %s the text is %s', async (primary, text) => {
    signInAs('seller');
    const settings = { ...DEMO_SETTINGS, primaryColor: primary, secondaryColor: primary };
    fakeApi({ 'GET /me': () => answerOf(accountsContract.me, { user: demoUser('seller'), settings }) });
    renderApp('/history');
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe(primary),
    );
    expect(document.documentElement.style.getPropertyValue('--brand-on-primary')).toBe(text);
    expect(document.documentElement.style.getPropertyValue('--brand-on-secondary')).toBe(text);
  });
});
