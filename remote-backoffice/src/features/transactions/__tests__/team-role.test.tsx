import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAsMember } from '../../../testing/render-page';
import { renderHistory } from './render-history';
import { demoTx, listAnswer } from './transactions-fixtures';

beforeEach(() => resetState());

test('a support member sees the transaction but neither "Estornar" nor "Aceitar" (refund permission)', async () => {
  const user = userEvent.setup();
  signInAsMember('seller', 'support');
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
  signInAsMember('seller', 'finance');
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
