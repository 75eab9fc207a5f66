import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { sellersContract, statementContract as c } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { sellerRecord } from '../../../testing/seller-fixtures';
import { MARKETPLACE, SELLER, fixClock, renderStatement, routes } from './statement-fixtures';

jest.setTimeout(20_000);

const sellersPage = () =>
  answerOf(sellersContract.sellersList, {
    dados: [sellerRecord(SELLER, 'Loja do Zé')],
    total: 1,
    page: 1,
    pageSize: 50,
  });

beforeEach(() => {
  resetState();
  fixClock();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

async function pickSeller(user: ReturnType<typeof userEvent.setup>) {
  const picker = await screen.findByLabelText('Vendedor');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, SELLER);
}

test("a marketplace picks one of its sellers and reads that seller's statement", async () => {
  signInAs('marketplace');
  const user = userEvent.setup();
  const api = fakeApi(routes({ 'GET /sellers-list': () => sellersPage() }));
  renderStatement();
  expect(await screen.findByText('Selecione um vendedor')).toBeInTheDocument();
  expect(api.callsTo('GET /statement')).toHaveLength(0);
  await pickSeller(user);
  await screen.findByRole('table', { name: 'Movimentos do extrato' });
  expect(api.callsTo('GET /statement')[0]?.params).toEqual({
    from: '2026-03-01',
    to: '2026-03-15',
    sellerId: SELLER,
  });
});

test("a marketplace's 'Receita de taxas' lists its own fee by seller and day", async () => {
  signInAs('marketplace');
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /sellers-list': () => sellersPage(),
      'GET /statement/fee-income': () =>
        answerOf(c.feeIncome, {
          marketplaceId: MARKETPLACE,
          from: '2026-03-01',
          to: '2026-03-15',
          totalCents: 1250,
          data: [{ sellerId: SELLER, sellerName: 'Loja do Zé', day: '2026-03-14', amountCents: 1250 }],
        }),
    }),
  );
  renderStatement();
  await user.click(await screen.findByRole('tab', { name: 'Receita de taxas' }));
  const table = await screen.findByRole('table', { name: 'Receita de taxas por vendedor e dia' });
  expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/14\/03\/2026.*Loja do Zé.*R\$ 12,50/);
  expect(screen.getByText('Total no período').nextSibling).toHaveTextContent('R$ 12,50');
  // Its own: the server knows the marketplace from the session.
  expect(api.callsTo('GET /statement/fee-income')[0]?.params).toEqual({
    from: '2026-03-01',
    to: '2026-03-15',
  });
});

test("the admin starts from the marketplaces' totals and drills into one's sellers", async () => {
  signInAs('admin');
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /sellers-list': () => sellersPage(),
      'GET /statement/marketplaces': () =>
        answerOf(c.marketplaces, {
          from: '2026-03-01',
          to: '2026-03-15',
          data: [
            {
              marketplaceId: MARKETPLACE,
              marketplaceName: 'Loja Alfa',
              totals: { venda: 100000, taxa_provedor: -3990, saque: -50000 },
              netCents: 46010,
              lineCount: 12,
            },
          ],
        }),
    }),
  );
  renderStatement();
  const overview = await screen.findByRole('table', { name: 'Extrato por marketplace' });
  const row = within(overview).getAllByRole('row')[1];
  expect(row).toHaveTextContent(
    /Loja Alfa.*Venda: R\$ 1\.000,00.*Taxa do provedor: -R\$ 39,90.*Saque: -R\$ 500,00/,
  );
  expect(row).toHaveTextContent(/12.*R\$ 460,10/);

  await user.click(screen.getByRole('button', { name: 'Ver vendedores de Loja Alfa' }));
  expect(await screen.findByRole('tab', { name: 'Extrato', selected: true })).toBeInTheDocument();
  expect(screen.getByText('Marketplace: Loja Alfa')).toBeInTheDocument();
  await waitFor(() =>
    expect(api.callsTo('GET /sellers-list').at(-1)?.params).toMatchObject({ marketplaceId: MARKETPLACE }),
  );
  await pickSeller(user);
  await screen.findByRole('table', { name: 'Movimentos do extrato' });
  expect(api.callsTo('GET /statement')[0]?.params).toMatchObject({ sellerId: SELLER });
});

test('anyone else sees the page say whose it is, and nothing is asked', async () => {
  const api = fakeApi(routes());
  renderStatement();
  expect(screen.getByRole('heading', { level: 1, name: 'Extrato' })).toBeInTheDocument();
  expect(screen.getByText('O extrato é dos vendedores, marketplaces e administradores.')).toBeInTheDocument();
  await act(async () => {});
  expect(api.calls).toHaveLength(0);
});
