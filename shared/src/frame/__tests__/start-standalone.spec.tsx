/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useSession } from '@pagora/shared/client';
import type { UserView } from '@pagora/shared/contracts';
import { startStandalone } from '../index';

const USER: UserView = {
  id: 'user-7',
  nome: 'Ana',
  name: 'Ana',
  email: 'ana@example.com',
  cargo: 'seller',
  marketplaceId: 'mk-1',
  sellerId: 'seller-7',
  id_juros: null,
  dataInfo: { id: 'seller-7', cliente_id: 'user-7' },
  juros: null,
};
const routes = [{ path: '/', Page: () => <h1>Início</h1> }];
let root: Root | null = null;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('user', JSON.stringify(USER));
  useSession.setState({ user: null, token: null, settings: null, loading: true, error: null });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  localStorage.clear();
});

async function start(restoreSession: boolean) {
  await act(async () => {
    root = startStandalone(
      routes,
      restoreSession ? { beforeRender: () => useSession.getState().restore() } : {},
    );
  });
}

test('runs beforeRender (a remote restoring its session) before the first render', async () => {
  await start(true);
  expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
  expect(useSession.getState()).toMatchObject({ token: 'stored-token', user: USER, loading: false });
});

test('leaves storage unread when not asked (the anonymous checkout)', async () => {
  await start(false);
  expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
  expect(useSession.getState()).toMatchObject({ token: null, user: null, loading: true });
});

test('renders nothing without a #root element', async () => {
  document.body.innerHTML = '';
  await start(false);
  expect(root).toBeNull();
});
