import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@pagora/shared/client/testing';
import { renderApp, signInAs, signOut } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

beforeEach(() => {
  signOut();
  remotesWork();
  fakeApi({});
});

test('an unknown path reads in pt-BR and leads home', async () => {
  const user = userEvent.setup();
  renderApp('/nao-existe');
  expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  expect(screen.getByText('A página que você procura não existe ou foi movida.')).toBeInTheDocument();
  expect(screen.queryByRole('complementary', { name: 'Menu principal' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Voltar ao início' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

test('a signed-in user keeps the sidebar on the not-found page', async () => {
  signInAs('seller');
  renderApp('/nao-existe');
  expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Menu principal' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Transações' })).toHaveAttribute('href', '/history');
});
