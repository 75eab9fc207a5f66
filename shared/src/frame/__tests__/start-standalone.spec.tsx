/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { useSession } from '@pagora/shared/client';
import { startStandalone } from '../index';

const USER = { id: 7, nome: 'Ana', email: 'ana@example.com', cargo: 'seller' };
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
    root = await startStandalone(routes, { restoreSession });
  });
}

test('restores the stored session before the first render when asked', async () => {
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
