import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { useSession } from '@pagora/shared/client';
import { accountsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { App } from '../app';
import { demoUser, DEMO_SETTINGS, signOut } from '../../testing/render-app';
import { remotesWork } from '../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

// React's Node renderer schedules its work with setImmediate, which jsdom's window lacks.
globalThis.setImmediate ??= ((fn: () => void) => setTimeout(fn, 0)) as unknown as typeof setImmediate;

const TEMPLATE = readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');

/**
 * The page the build writes for /login. Its own module registry: React's server and browser
 * renderers keep context values in the same slot, which two renderers in one process (never so
 * in production) would share.
 */
async function builtPage(): Promise<Document> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { prerenderPage } = await import('../../prerender');
    html = await prerenderPage(TEMPLATE, '/login', '.card { color: red }');
  });
  return new DOMParser().parseFromString(html, 'text/html');
}

// The build paints /login into the page (prerender.tsx, shell/webpack.server.js) and the browser
// hydrates it (bootstrap.tsx). A mismatch would make React throw the painted screen away and
// render it again (the blank moment it exists to avoid), so each case counts React's complaints.
let root: Root | null = null;
let complaints: unknown[] = [];

beforeEach(() => {
  signOut();
  remotesWork();
  complaints = [];
  window.history.replaceState(null, '', '/login');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function paintThenHydrate(): Promise<HTMLFormElement | null> {
  document.body.innerHTML = (await builtPage()).body.innerHTML;
  const container = document.getElementById('root') as HTMLElement;
  const painted = container.querySelector('form');
  await act(async () => {
    root = hydrateRoot(container, <App />, { onRecoverableError: (error) => complaints.push(error) });
  });
  expect(complaints).toEqual([]);
  return painted;
}

test('the painted login screen reads as the real one, and takes no input before the scripts run', async () => {
  const page = await builtPage();
  // Styled before any script runs, and marked for hydration.
  expect(page.head.querySelector('style')?.textContent).toBe('.card { color: red }');
  expect(page.getElementById('root')?.hasAttribute('data-server-rendered')).toBe(true);
  document.body.innerHTML = page.body.innerHTML;
  expect(screen.getByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('');
  expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
  // Typing there would be lost (the form's state never sees it): read-only until hydrated.
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Senha')).toHaveAttribute('readonly');
  // 'Entrar', not the session's start-up 'Entrando...', and off until it has a handler.
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
  expect(screen.getByText('Seus dados estão protegidos com criptografia SSL')).toBeInTheDocument();
});

test('hydrated without a mismatch, and the form then works', async () => {
  const painted = await paintThenHydrate();
  // Hydrated, not replaced: the very element the page arrived with is the one on screen.
  expect(document.querySelector('form')).toBe(painted);
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
  expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'text');
  await userEvent.type(screen.getByLabelText('Email'), 'nao-e-email');
  await userEvent.tab();
  expect(await screen.findByText('Digite um email válido')).toBeInTheDocument();
});

test('a visitor with a stored brand: hydrated without a mismatch, then the brand logo shows', async () => {
  useSession.setState({ settings: { ...DEMO_SETTINGS, logo: 'https://cdn.example.com/logo.png' } });
  await paintThenHydrate();
  expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute(
    'src',
    'https://cdn.example.com/logo.png',
  );
});

test('a signed-in visitor: hydrated without a mismatch, then sent home', async () => {
  fakeApi({
    'GET /me': () => answerOf(accountsContract.me, { user: demoUser('seller'), settings: DEMO_SETTINGS }),
  });
  useSession.setState({ user: demoUser('seller'), token: 'token-seller' });
  await paintThenHydrate();
  expect(window.location.pathname).toBe('/dashboard');
});
