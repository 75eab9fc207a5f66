import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@pagora/shared/client/testing';
import { renderApp, signInAs, signOut } from '../../../testing/render-app';
import {
  mockedLoadRemote,
  mockedRegisterRemotes,
  REGISTRY,
  remotesWork,
} from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

let adminUp = false;

beforeEach(() => {
  signOut();
  remotesWork();
  fakeApi({});
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The admin remote is down (e.g. RUNTIME-003, manifest unreachable); the others answer.
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id.startsWith('admin/') && !adminUp) throw new Error('[ Federation Runtime ]: RUNTIME-003');
    return { default: () => <h1>{`remote ${id}`}</h1> };
  });
});

test('a remote that cannot load shows the fallback in its area; the sidebar and other remotes work; retry recovers', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  renderApp('/dashboard');

  expect(await screen.findByText('Não foi possível carregar este módulo.')).toBeInTheDocument();
  expect(mockedRegisterRemotes).toHaveBeenCalledWith(REGISTRY);
  const sidebar = screen.getByRole('complementary', { name: 'Menu principal' });

  await user.click(within(sidebar).getByRole('link', { name: 'Transações' }));
  expect(
    await screen.findByRole('heading', { name: 'remote backoffice/TransactionsPage' }),
  ).toBeInTheDocument();

  await user.click(within(sidebar).getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByText('Não foi possível carregar este módulo.')).toBeInTheDocument();

  adminUp = true;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('heading', { name: 'remote admin/AdminDashboardPage' })).toBeInTheDocument();
  expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
    [{ name: 'admin', entry: '/remotes/admin/mf-manifest.json' }],
    {
      force: true,
    },
  );
});
