import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory, signInAsCustomer } from './render-history';
import { demoTx, listAnswer } from './transactions-fixtures';

/** Issue 36: a sale in dispute and a chargeback are labelled, filtered and explained on their own. */
const LIST = 'GET /transactions/user-seller';
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const dialog = () => within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));

const disputed = demoTx(4, { status: 'em_disputa', netCents: 3_900, heldCents: 3_900 });
const charged = demoTx(3, {
  status: 'chargeback',
  netCents: 0,
  chargebackCents: 2_900,
  refundedCents: 0,
});

jest.setTimeout(15_000);

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

async function openDetails(user: ReturnType<typeof userEvent.setup>, row: number) {
  await user.click(within(rows()[row]!).getByRole('button', { name: 'Ver Detalhes' }));
  return dialog();
}

test("the list labels them 'Em disputa' and 'Chargeback', and the detail explains each with its net", async () => {
  const user = userEvent.setup();
  fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([disputed, charged])) });
  renderHistory();
  await screen.findByRole('table');
  expect(within(rows()[0]!).getByText('Em disputa')).toBeInTheDocument();
  expect(within(rows()[1]!).getByText('Chargeback')).toBeInTheDocument();

  let modal = await openDetails(user, 0);
  const held = modal.getByRole('note', { name: 'Contestação' });
  expect(held).toHaveTextContent(
    'O banco do pagador contestou esta venda. O valor fica retido até a decisão.',
  );
  expect(held).toHaveTextContent('Valor retido: R$ 39,00');
  // Nothing to refund while the bank holds the money.
  expect(modal.queryByRole('button', { name: /Estornar/ })).not.toBeInTheDocument();
  await user.click(modal.getAllByRole('button', { name: 'Fechar' }).at(-1)!);

  modal = await openDetails(user, 1);
  const lost = modal.getByRole('note', { name: 'Contestação' });
  expect(lost).toHaveTextContent(
    'A contestação foi decidida a favor do pagador e o valor foi devolvido a ele.',
  );
  expect(lost).toHaveTextContent('Valor do chargeback: R$ 29,00');
  expect(modal.getByText('Valor Líquido').closest('div')).toHaveTextContent('R$ 0,00');
  // A chargeback is not a refund the seller gave.
  expect(modal.queryByText('Valor estornado')).not.toBeInTheDocument();
});

test('a paid sale has no dispute note; a customer sees the explanation without the seller figures', async () => {
  const user = userEvent.setup();
  signInAsCustomer();
  const customerTx = { ...disputed, heldCents: undefined, netCents: undefined };
  fakeApi({
    'GET /transactions/user-customer': () =>
      answerOf(transactionsContract.list, listAnswer([customerTx, demoTx(2)])),
  });
  renderHistory();
  await screen.findByRole('table');
  const modal = await openDetails(user, 0);
  expect(modal.getByRole('note', { name: 'Contestação' })).not.toHaveTextContent('Valor retido');
  await user.click(modal.getAllByRole('button', { name: 'Fechar' }).at(-1)!);
  await openDetails(user, 1);
  expect(dialog().queryByRole('note', { name: 'Contestação' })).not.toBeInTheDocument();
});

test("'Em disputa' and 'Chargeback' are filters of their own, asked of the server", async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([disputed])) });
  renderHistory();
  await screen.findByRole('table');
  const status = screen.getByRole('combobox', { name: 'Status' });
  for (const [label, value] of [
    ['Em disputa', 'em_disputa'],
    ['Chargeback', 'chargeback'],
  ] as const) {
    await user.selectOptions(status, label);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url === '/transactions/user-seller').at(-1)?.params).toEqual({
        status: value,
        page: 1,
        pageSize: 25,
      }),
    );
  }
});
