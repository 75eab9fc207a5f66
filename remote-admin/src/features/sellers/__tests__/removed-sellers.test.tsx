import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf } from '@pagora/shared/client/testing';
import { payoutsContract, sellersContract } from '@pagora/shared/contracts';
import { signInAs, signOut } from '../../../testing/session';
import { MarketplaceSellersPage } from '../components/marketplace-sellers-page';
import { LIST, clearToasts, demoSeller, renderPage, rows, sellerPage, serve, table } from './sellers-harness';

/**
 * Issue 35 item 6: a marketplace sees its removed sellers apart, marked 'Removido', with what the
 * provider still holds for each, to settle it.
 */

beforeEach(() => signInAs('marketplace'));
afterEach(() => {
  clearToasts();
  signOut();
});

const active = demoSeller(1);
const removed = demoSeller(2, { removedAt: '2026-03-10T15:00:00.000Z' });

test("'Situação: Removidos' lists the removed sellers with 'Removido' and their balance", async () => {
  const user = userEvent.setup();
  const api = serve(
    ({ params }) =>
      answerOf(sellersContract.sellersList, sellerPage(params.removidos === 'true' ? [removed] : [active])),
    {
      'GET /balance': ({ params }) =>
        answerOf(payoutsContract.balance, {
          sellerId: String(params.sellerId),
          availableCents: 12_345,
          futureCents: 50_000,
          blockedCents: 0,
          receivables: [{ date: '2026-04-10', amountCents: 50_000 }],
          policy: 'manual',
          receivingPolicy: { kind: 'manual' },
        }),
    },
  );
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  expect(rows()[0]).toHaveTextContent('Vendedor 1');
  expect(screen.queryByText('Removido')).not.toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'Removidos');
  expect(await table().findByText('Vendedor 2')).toBeInTheDocument();
  expect(api.callsTo(LIST).at(-1)?.params).toMatchObject({ removidos: 'true' });
  expect(rows()[0]).toHaveTextContent('Removido em 10/03/2026');
  expect(await table().findByText('Disponível: R$ 123,45')).toBeInTheDocument();
  expect(table().getByText('A receber: R$ 500,00')).toBeInTheDocument();
  expect(api.callsTo('GET /balance')[0]?.params).toEqual({ sellerId: removed.id });
  // A closed record: nothing to edit or remove.
  expect(table().queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
});
