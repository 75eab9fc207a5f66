import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsContract, teamContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { useSession } from '@pagora/shared/client';
import { renderApp, signInAs, signOut } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';
import { goTo } from '../components/go-to';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

jest.mock('../components/go-to', () => ({ goTo: jest.fn() }));
const assign = jest.mocked(goTo);
beforeEach(() => {
  signOut();
  remotesWork();
  assign.mockReset();
});

const businesses = [
  {
    membershipId: null,
    businessName: 'Loja Própria',
    role: 'owner',
    roleLabel: 'Proprietário',
    current: true,
  },
  {
    membershipId: '5f0c1c1e-7f4a-4d39-9a55-0a1b2c3d4e5f',
    businessName: 'Outra Loja',
    role: 'finance',
    roleLabel: 'Financeiro',
    current: false,
  },
] as const;

test('a person in two teams switches business from the menu without logging out', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  const { user: me, settings } = useSession.getState();
  const api = fakeApi({
    'GET /equipe/negocios': () => answerOf(teamContract.businesses, { data: [...businesses] }),
    'POST /equipe/trocar': () =>
      answerOf(teamContract.switchBusiness, {
        message: 'Login realizado com sucesso!',
        token: 'token-other',
        expiresAt: '2026-12-01T00:00:00.000Z',
        user: {
          ...me!,
          sellerId: me!.sellerId ?? null,
          dataInfo: { id: 'seller-2', cliente_id: 'u-2' },
          nome: 'Outra Loja',
          name: 'Outra Loja',
        },
        painel: null,
        settings: settings!,
      }),
    'POST /logout': () => answerOf(accountsContract.logout, null),
  });
  renderApp('/dashboard');
  const select = await screen.findByRole('combobox', { name: 'Trocar de negócio' });
  expect(screen.getByRole('option', { name: 'Loja Própria (Proprietário)' })).toBeInTheDocument();

  await user.selectOptions(select, 'Outra Loja (Financeiro)');
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
  expect(api.callsTo('POST /equipe/trocar')[0]?.body).toEqual({ membershipId: businesses[1].membershipId });
  expect(useSession.getState().token).toBe('token-other');
  expect(api.callsTo('POST /logout')).toHaveLength(0);
});

test('a login with one business sees no switcher', async () => {
  fakeApi({ 'GET /equipe/negocios': () => answerOf(teamContract.businesses, { data: [businesses[0]] }) });
  signInAs('seller');
  renderApp('/dashboard');
  await screen.findByRole('complementary', { name: 'Menu principal' });
  await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Trocar de negócio' })).toBeNull());
});
