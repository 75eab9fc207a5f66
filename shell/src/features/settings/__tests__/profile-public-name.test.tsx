import { screen } from '@testing-library/react';
import { useSession } from '@pagora/shared/client';
import { fakeApi, memberTeam } from '@pagora/shared/client/testing';
import { demoUser, DEMO_SETTINGS, renderApp, signInAs, signOut } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const PUBLIC = 'É o nome que os pagadores veem na página de pagamento, nos comprovantes e nos emails.';

beforeEach(() => {
  signOut();
  remotesWork();
});

// Issue 41: the profile says plainly which name payers see.
test.each(['seller', 'marketplace'] as const)('the %s is told payers see its name', async (cargo) => {
  fakeApi({});
  signInAs(cargo);
  renderApp('/settings');
  expect(await screen.findByLabelText('Nome', {}, { timeout: 5000 })).toHaveAccessibleDescription(PUBLIC);
});

test("a team member is told its name is not the account's", async () => {
  fakeApi({});
  const member = {
    ...demoUser('seller'),
    team: memberTeam('finance', { id: 'person-7', nome: 'Fernanda Finanças', email: 'fernanda@loja.test' }),
  };
  useSession.getState().signIn({ user: member, token: 'token-member', settings: DEMO_SETTINGS });
  renderApp('/settings');
  expect(await screen.findByLabelText('Nome', {}, { timeout: 5000 })).toHaveAccessibleDescription(
    'Seu nome na equipe. Os pagadores veem o nome da conta, que só o titular altera.',
  );
});

test('a customer gets no such note', async () => {
  fakeApi({});
  signInAs('customer');
  renderApp('/settings');
  expect(await screen.findByLabelText('Nome', {}, { timeout: 5000 })).not.toHaveAccessibleDescription(PUBLIC);
});
