import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState } from '../../../testing/render-page';
import { renderHistory, signInAsCustomer } from './render-history';
import { demoTx, listAnswer, SELLER_A1 } from './transactions-fixtures';

/** Issue 20: a customer sees what they paid and to whom, never the seller's net, fees or ID Zoop. */

const dialog = () => within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));

// What the API sends a customer: no valor_liquido, netCents, feesCents or transacao_id_zoop.
const { valor_liquido, netCents, feesCents, transacao_id_zoop, ...paid } = demoTx(4, {
  amountCents: 12_345,
  seller: { id: SELLER_A1, nome: 'Ana Artesanato' },
});
void [valor_liquido, netCents, feesCents, transacao_id_zoop];

jest.setTimeout(15_000);

beforeEach(() => {
  resetState();
  signInAsCustomer();
});
afterEach(() => act(() => toast.remove()));

test('the card says what the customer paid, not revenue', async () => {
  fakeApi({
    'GET /transactions/user-customer': () =>
      answerOf(transactionsContract.list, listAnswer([paid], { receitaCents: 12_345 })),
  });
  renderHistory();
  expect(await screen.findByText('Total Pago')).toBeInTheDocument();
  expect(screen.queryByText('Receita Total')).not.toBeInTheDocument();
  await screen.findByRole('table');
  expect(screen.getByRole('columnheader', { name: 'Vendedor' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'Ana Artesanato' })).toBeInTheDocument();
});

test('the detail shows the amount paid and the seller, without net amount or ID Zoop', async () => {
  const user = userEvent.setup();
  // Even were a full answer to reach the screen, the customer's detail leaves the seller's side out.
  const full = demoTx(5, {
    amountCents: 15_000,
    netCents: 11_000,
    transacao_id_zoop: 'zoop-xyz',
    seller: paid.seller,
  });
  fakeApi({
    'GET /transactions/user-customer': () => answerOf(transactionsContract.list, listAnswer([paid, full])),
  });
  renderHistory();
  await screen.findByRole('table');
  for (const row of [0, 1]) {
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    await user.click(within(rows[row]!).getByRole('button', { name: 'Ver Detalhes' }));
    expect(dialog().getByText('Valor Pago').closest('div')).toHaveTextContent(
      row === 0 ? 'R$ 123,45' : 'R$ 150,00',
    );
    expect(dialog().getByText('Vendedor').closest('div')).toHaveTextContent('Ana Artesanato');
    expect(dialog().queryByText('Valor Líquido')).not.toBeInTheDocument();
    expect(dialog().queryByText('Valor Bruto')).not.toBeInTheDocument();
    expect(dialog().queryByText('ID Zoop')).not.toBeInTheDocument();
    expect(dialog().queryByText('ID na Zoop (suporte)')).not.toBeInTheDocument();
    expect(dialog().queryByText('zoop-xyz')).not.toBeInTheDocument();
    expect(dialog().queryByText('R$ 110,00')).not.toBeInTheDocument();
    await user.click(dialog().getAllByRole('button', { name: 'Fechar' }).at(-1)!);
  }
});
