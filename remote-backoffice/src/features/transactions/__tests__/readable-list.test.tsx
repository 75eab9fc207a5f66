import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { formatBRL } from '@pagora/shared';
import { REFUND_MESSAGES, transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory, signInAsCustomer } from './render-history';
import { demoTx, listAnswer } from './transactions-fixtures';

/** Issue 41: a list you can read at 1366x800, a subscription charge named, a PIX refund said up front. */
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
const dialog = () => within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));

jest.setTimeout(15_000);

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table');
  await user.click(within(rows()[0]!).getByRole('button', { name: 'Ver Detalhes' }));
}

test('a row shows the short id; its button copies the whole id and says so', async () => {
  const user = userEvent.setup();
  const tx = demoTx(1, { id: '3f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b' });
  fakeApi({ 'GET /transactions/user-seller': () => answerOf(transactionsContract.list, listAnswer([tx])) });
  renderHistory();
  await screen.findByRole('table');
  const row = rows()[0]!;
  expect(within(row).getByText('3f2a9c1e')).toHaveAttribute('title', tx.id);
  // The whole id is in no cell's text: only the short form, which never wraps.
  expect(row).not.toHaveTextContent(tx.id);
  await user.click(within(row).getByRole('button', { name: `Copiar ID ${tx.id}` }));
  await expect(navigator.clipboard.readText()).resolves.toBe(tx.id);
  expect(await screen.findByText('ID copiado!')).toBeInTheDocument();
});

test('every text cell is one line: clipped with an ellipsis, the whole text in its title', async () => {
  const long = 'Curso completo de marcenaria artesanal com ferramentas manuais e acabamento em verniz';
  const tx = demoTx(2, {
    pagamento: { ...demoTx(2).pagamento!, description: long },
    cliente: {
      nome: 'Maria Aparecida dos Santos Oliveira',
      email: 'maria@exemplo.com.br',
      telefone: null,
      endereco: null,
    },
  });
  fakeApi({ 'GET /transactions/user-seller': () => answerOf(transactionsContract.list, listAnswer([tx])) });
  renderHistory();
  await screen.findByRole('table');
  const [customer, description] = cells(rows()[0]!);
  // The text columns clip (class 'clip': nowrap + ellipsis) and name their whole text in a title.
  expect(within(description!).getByText(long)).toHaveClass('clip');
  expect(within(description!).getByText(long)).toHaveAttribute('title', long);
  expect(within(customer!).getByText('Maria Aparecida dos Santos Oliveira')).toHaveClass('clip');
  // The other columns never wrap, so a row is one line tall (the walk measures it in Chromium).
  for (const cell of cells(rows()[0]!).slice(2)) expect(cell).toHaveClass('nowrap');
});

test("a subscription charge's row and detail show the plan's name the API sends", async () => {
  const user = userEvent.setup();
  const charge = demoTx(3, { pagamento: null, description: 'Clube do Café' });
  signInAsCustomer();
  fakeApi({
    'GET /transactions/user-customer': () => answerOf(transactionsContract.list, listAnswer([charge])),
  });
  renderHistory();
  await screen.findByRole('table');
  expect(within(rows()[0]!).getByText('Clube do Café')).toBeInTheDocument();
  await openDetails(user);
  expect(dialog().getByText('Descrição').closest('div')).toHaveTextContent('Clube do Café');
});

test('a PIX refund is of the whole amount, said before confirming; a card refund may be partial', async () => {
  const user = userEvent.setup();
  const pix = demoTx(4, { amountCents: 8000, netCents: 7900 });
  const card = demoTx(5, { amountCents: 8000, netCents: 7900, paymentMethod: ['credit_card'] });
  let shown = pix;
  fakeApi({
    'GET /transactions/user-seller': () => answerOf(transactionsContract.list, listAnswer([shown])),
  });
  const { unmount } = renderHistory();
  await openDetails(user);
  await user.click(dialog().getByRole('button', { name: 'Estornar' }));
  const amount = dialog().getByLabelText('Valor do estorno (R$)');
  expect(amount).toHaveValue('80,00');
  expect(amount).toHaveAttribute('readonly');
  expect(amount).toHaveAccessibleDescription(
    `${REFUND_MESSAGES.pixWhole} Valor do estorno: ${formatBRL(8000)}`,
  );
  await user.type(amount, '1');
  expect(amount).toHaveValue('80,00');
  await user.click(dialog().getByRole('button', { name: 'Continuar' }));
  expect(
    within(screen.getByRole('dialog', { name: 'Confirmar Estorno' })).getByText(
      'Tem certeza que deseja estornar R$ 80,00? Esta ação não pode ser desfeita.',
    ),
  ).toBeInTheDocument();
  unmount();

  shown = card;
  renderHistory();
  await openDetails(user);
  await user.click(dialog().getByRole('button', { name: 'Estornar' }));
  const cardAmount = dialog().getByLabelText('Valor do estorno (R$)');
  expect(cardAmount).not.toHaveAttribute('readonly');
  await user.clear(cardAmount);
  await user.type(cardAmount, '30,00');
  expect(cardAmount).toHaveValue('30,00');
  expect(dialog().queryByText(REFUND_MESSAGES.pixWhole, { exact: false })).not.toBeInTheDocument();
});
