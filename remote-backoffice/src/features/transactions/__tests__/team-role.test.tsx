import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_PERMISSIONS, type TeamRole } from '@pagora/shared';
import { useSession } from '@pagora/shared/client';
import { transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory } from './render-history';
import { demoTx, listAnswer } from './transactions-fixtures';

/** The seller's business, acted for by a member of its team with `role` (issue 39). */
function signInAsMember(role: TeamRole) {
  signInAs('seller');
  const { user, token, settings } = useSession.getState();
  useSession.getState().signIn({
    user: {
      ...user!,
      team: {
        role,
        permissions: [...ROLE_PERMISSIONS[role]],
        actor: { id: 'person-1', nome: 'Ana Atendimento', email: 'ana@loja.test' },
        membershipId: 'm-1',
        twoFactorSetupRequired: false,
      },
    },
    token: token!,
    settings,
  });
}

beforeEach(() => resetState());

test('a support member sees the transaction but neither "Estornar" nor "Aceitar" (refund permission)', async () => {
  const user = userEvent.setup();
  signInAsMember('support');
  const late = demoTx(9, { late: { reviewedAt: null } });
  fakeApi({
    'GET /transactions/user-seller': () => answerOf(transactionsContract.list, listAnswer([late])),
  });
  renderHistory();
  const table = await screen.findByRole('table');
  await user.click(within(table).getAllByRole('button', { name: 'Ver Detalhes' })[0]!);
  const details = within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));
  expect(details.getByText('Status').closest('div')).toHaveTextContent('Pago após expiração');
  expect(details.queryByRole('button', { name: 'Estornar' })).not.toBeInTheDocument();
  expect(details.queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
  expect(details.queryByRole('region', { name: 'Ações' })).not.toBeInTheDocument();
});

test('a finance member, who may refund, still sees both', async () => {
  const user = userEvent.setup();
  signInAsMember('finance');
  const late = demoTx(9, { late: { reviewedAt: null } });
  fakeApi({
    'GET /transactions/user-seller': () => answerOf(transactionsContract.list, listAnswer([late])),
  });
  renderHistory();
  const table = await screen.findByRole('table');
  await user.click(within(table).getAllByRole('button', { name: 'Ver Detalhes' })[0]!);
  const details = within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));
  expect(details.getByRole('button', { name: 'Estornar' })).toBeInTheDocument();
  expect(details.getByRole('button', { name: 'Aceitar' })).toBeInTheDocument();
});
