import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@pagora/shared/client/testing';
import { renderApp, signInAs, signOut } from '../../../testing/render-app';
import { mockedLoadRemote, mockedRegisterRemotes } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

beforeEach(() => {
  signOut();
  fakeApi({});
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
});

test('with the registry unreachable, remote areas show the fallback and the shell still works', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  renderApp('/history');
  expect(await screen.findByText('Não foi possível carregar este módulo.')).toBeInTheDocument();
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
  await user.click(screen.getByRole('link', { name: 'Configurações' }));
  expect(await screen.findByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
});
