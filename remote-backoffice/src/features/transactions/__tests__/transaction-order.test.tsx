import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transactionsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory, signInAsCustomer } from './render-history';
import { demoTx, listAnswer } from './transactions-fixtures';

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const dialog = () => within(screen.getByRole('dialog', { name: 'Detalhes da Transação' }));

/** A sale of 3 × R$ 10,00 with PROMO10 (− R$ 3,00) and two answers, one of them markup. */
const ordered = demoTx(5, {
  amountCents: 2700,
  pedido: {
    quantity: 3,
    unitAmountCents: 1000,
    coupon: { code: 'PROMO10', discountCents: 300 },
    fields: [
      { key: 'campo_1', label: 'Tamanho', value: 'M' },
      { key: 'campo_2', label: 'Observação', value: '<img src=x onerror=alert(1)>' },
    ],
  },
});

async function openDetails(row: number) {
  const user = userEvent.setup();
  await screen.findByRole('table');
  await user.click(within(rows()[row]!).getByRole('button', { name: 'Ver Detalhes' }));
  return dialog();
}

beforeEach(() => resetState());

test("'Pedido' shows the quantity × unit, the coupon with its discount and each answer as text", async () => {
  signInAs('seller');
  fakeApi({
    'GET /transactions/user-seller': () => answerOf(transactionsContract.list, listAnswer([ordered])),
  });
  renderHistory();
  const modal = await openDetails(0);
  const order = within(modal.getByRole('region', { name: 'Pedido' }));
  expect(order.getByText('Quantidade').closest('div')).toHaveTextContent('3 × R$ 10,00');
  expect(order.getByText('Cupom').closest('div')).toHaveTextContent('PROMO10 (− R$ 3,00)');
  expect(order.getByText('Tamanho').closest('div')).toHaveTextContent('M');
  expect(order.getByText('Observação').closest('div')).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(modal.queryByRole('img')).not.toBeInTheDocument();
  expect(document.querySelector('img[src="x"]')).toBeNull();
});

test('a plain sale (one unit, no coupon, no fields) has no Pedido section', async () => {
  signInAs('seller');
  fakeApi({
    'GET /transactions/user-seller': () => answerOf(transactionsContract.list, listAnswer([demoTx(2)])),
  });
  renderHistory();
  const modal = await openDetails(0);
  expect(modal.queryByRole('region', { name: 'Pedido' })).not.toBeInTheDocument();
});

test('the payer sees what they chose too', async () => {
  signInAsCustomer();
  fakeApi({
    'GET /transactions/user-customer': () => answerOf(transactionsContract.list, listAnswer([ordered])),
  });
  renderHistory();
  const modal = await openDetails(0);
  expect(within(modal.getByRole('region', { name: 'Pedido' })).getByText('Tamanho')).toBeInTheDocument();
});
