import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import {
  linksContract,
  transactionsContract,
  type AnswerOf,
  marketplacesContract,
} from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory, urlQuery } from './render-history';
import {
  MARKETPLACE_A,
  MARKETPLACE_B,
  SELLER_A1,
  SELLER_B1,
  demoTx,
  listAnswer,
} from './transactions-fixtures';

const LIST = 'GET /transactions/user-seller';
const location = () => screen.getByTestId('location').textContent;
const listCalls = (calls: { url: string; params: Record<string, unknown> }[], userId = 'user-seller') =>
  calls.filter((c) => c.url === `/transactions/${userId}`).map((c) => c.params);

// Many clicks through two dialogs each: slow machines running every suite at once need the margin.
jest.setTimeout(15_000);

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('status, method, period, order and the late queue go to the server and stay in the URL', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([demoTx(1)], { total: 80 })),
  });
  renderHistory('/history?page=2');
  await screen.findByRole('table');
  expect(listCalls(api.calls)).toEqual([{ page: 2, pageSize: 25 }]);

  expect(
    within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([
    'Todos os status',
    'Completada',
    'Pendente',
    'Pendente PIX',
    'Recusada',
    'Expirada',
    'Em disputa',
    'Chargeback',
  ]);
  expect(
    within(screen.getByRole('combobox', { name: 'Método de pagamento' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todos os métodos', 'PIX', 'Cartão de Crédito', 'Boleto Bancário']);
  expect(
    within(screen.getByRole('combobox', { name: 'Período' }))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todo o período', 'Hoje', 'Ontem', 'Este mês', 'Mês passado']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pendente PIX');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Método de pagamento' }),
    'Cartão de Crédito',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Mês passado');
  await user.click(screen.getByRole('button', { name: 'Data decrescente' }));
  expect(screen.getByRole('button', { name: 'Data crescente' })).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Pagos após expiração' }));

  const expected = {
    status: 'pendente_pix',
    method: 'credit_card',
    period: 'lastMonth',
    sort: 'asc',
    late: 'true',
  };
  await waitFor(() => expect(listCalls(api.calls).at(-1)).toEqual({ ...expected, page: 1, pageSize: 25 }));
  // Changing a filter went back to page 1, which leaves the URL.
  expect(urlQuery(location())).toEqual(expected);
});

test("'Boleto Bancário' filters by bank_slip, stays in the URL, and a boleto row and its detail say so", async () => {
  const user = userEvent.setup();
  const boleto = demoTx(7, { status: 'pendente', paymentMethod: ['bank_slip'] });
  const api = fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([boleto])) });
  renderHistory('/history');
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Boleto Bancário')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Método de pagamento' }), 'Boleto Bancário');
  await waitFor(() =>
    expect(listCalls(api.calls).at(-1)).toEqual({ method: 'bank_slip', page: 1, pageSize: 25 }),
  );
  expect(urlQuery(location())).toEqual({ method: 'bank_slip' });

  await user.click(within(table).getByRole('button', { name: /Ver Detalhes/ }));
  expect(within(await screen.findByRole('dialog')).getByText('Boleto Bancário')).toBeInTheDocument();
});

test('typing a search waits for a pause, goes back to page 1 and keeps ?q= in the URL', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: () => answerOf(transactionsContract.list, listAnswer([demoTx(1)], { total: 80 })),
  });
  renderHistory('/history?page=3');
  await screen.findByRole('table');
  await user.type(screen.getByRole('searchbox', { name: 'Buscar transações' }), 'Ana Souza');
  await waitFor(() => expect(urlQuery(location())).toEqual({ q: 'Ana Souza' }));
  await waitFor(() => expect(listCalls(api.calls).at(-1)).toEqual({ q: 'Ana Souza', page: 1, pageSize: 25 }));
  // One request for the pause, not one per letter.
  expect(listCalls(api.calls)).toHaveLength(2);
});

test('pages: up to 5 buttons, "Próxima" asks the server for the next page and keeps it in the URL', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: ({ params }) =>
      answerOf(
        transactionsContract.list,
        listAnswer([demoTx(Number(params.page ?? 1))], { total: 200, page: Number(params.page ?? 1) }),
      ),
  });
  renderHistory();
  await screen.findByRole('table');
  const pages = () => within(screen.getByRole('navigation', { name: 'Paginação' }));
  expect(
    pages()
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Anterior', '1', '2', '3', '4', '5', 'Próxima']);
  expect(pages().getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await user.click(pages().getByRole('button', { name: 'Próxima' }));
  await waitFor(() => expect(listCalls(api.calls).at(-1)).toEqual({ page: 2, pageSize: 25 }));
  expect(urlQuery(location())).toEqual({ page: '2' });
  await user.click(pages().getByRole('button', { name: '4' }));
  await waitFor(() =>
    expect(pages().getByRole('button', { name: '4' })).toHaveAttribute('aria-current', 'page'),
  );
  expect(listCalls(api.calls).at(-1)).toEqual({ page: 4, pageSize: 25 });
  // The window of five follows the current page (8 pages of 25 for 200 transactions).
  expect(
    pages()
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Anterior', '2', '3', '4', '5', '6', 'Próxima']);
});

test('a page past the end (an old link) moves to the last page', async () => {
  const api = fakeApi({
    [LIST]: ({ params }) =>
      answerOf(
        transactionsContract.list,
        listAnswer(Number(params.page) > 2 ? [] : [demoTx(1)], { total: 30, page: Number(params.page) }),
      ),
  });
  renderHistory('/history?page=9');
  await waitFor(() => expect(urlQuery(location())).toEqual({ page: '2' }));
  await screen.findByRole('table');
  expect(listCalls(api.calls)).toEqual([
    { page: 9, pageSize: 25 },
    { page: 2, pageSize: 25 },
  ]);
});

type Marketplaces = AnswerOf<typeof marketplacesContract.list>;
type FilterOptions = AnswerOf<typeof linksContract.filters>;

const marketplaces: Marketplaces = {
  dados: [
    {
      id: MARKETPLACE_A,
      cliente: { id: 'u-a', nome: 'Mercado Central', email: 'a@exemplo.com.br', status: 'ativo' },
      quantidade_vendedores: 1,
      total_faturado: 10,
      total_faturado_cents: 1000,
    },
    {
      id: MARKETPLACE_B,
      cliente: { id: 'u-b', nome: 'Feira Livre', email: 'b@exemplo.com.br', status: 'ativo' },
      quantidade_vendedores: 1,
      total_faturado: 0,
      total_faturado_cents: 0,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 500,
};
const filterOptions: FilterOptions = {
  marketplaces: [],
  sellers: [
    { id: SELLER_A1, nome: 'Ana Artesanato', marketplaceId: MARKETPLACE_A },
    { id: SELLER_B1, nome: 'Bruno Bolos', marketplaceId: MARKETPLACE_B },
  ],
};

test('an admin sees "Todas as Transações" with marketplace and seller filters filled from the API', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = fakeApi({
    'GET /transactions/user-admin': () => answerOf(transactionsContract.list, listAnswer([demoTx(1)])),
    'GET /marketplaces': () => answerOf(marketplacesContract.list, marketplaces),
    'GET /payment-filters': () => answerOf(linksContract.filters, filterOptions),
  });
  renderHistory();
  expect(screen.getByRole('heading', { level: 1, name: 'Todas as Transações' })).toBeInTheDocument();
  const marketplace = screen.getByRole('combobox', { name: 'Marketplace' });
  const seller = screen.getByRole('combobox', { name: 'Vendedor' });
  const optionsOf = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
  await waitFor(() =>
    expect(optionsOf(marketplace)).toEqual(['Todos os marketplaces', 'Mercado Central', 'Feira Livre']),
  );
  await waitFor(() =>
    expect(optionsOf(seller)).toEqual(['Todos os vendedores', 'Ana Artesanato', 'Bruno Bolos']),
  );

  await user.selectOptions(seller, 'Bruno Bolos');
  await waitFor(() =>
    expect(listCalls(api.calls, 'user-admin').at(-1)).toEqual({ sellerId: SELLER_B1, page: 1, pageSize: 25 }),
  );
  // Another marketplace: only its sellers are offered, and Bruno (from Feira Livre) is dropped.
  await user.selectOptions(marketplace, 'Mercado Central');
  expect(optionsOf(seller)).toEqual(['Todos os vendedores', 'Ana Artesanato']);
  await waitFor(() => expect(urlQuery(location())).toEqual({ marketplaceId: MARKETPLACE_A }));
  expect(listCalls(api.calls, 'user-admin').at(-1)).toEqual({
    marketplaceId: MARKETPLACE_A,
    page: 1,
    pageSize: 25,
  });
  expect(listCalls(api.calls, 'user-admin')).not.toContainEqual(
    expect.objectContaining({ marketplaceId: MARKETPLACE_A, sellerId: SELLER_B1 }),
  );
  expect(screen.getByRole('checkbox', { name: 'Pagos após expiração' })).toBeInTheDocument();
});

test('a seller gets no marketplace or seller filter and never asks for their options', async () => {
  const api = fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([demoTx(1)])) });
  renderHistory(`/history?marketplaceId=${MARKETPLACE_A}`);
  await screen.findByRole('table');
  expect(screen.queryByRole('combobox', { name: 'Marketplace' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Vendedor' })).not.toBeInTheDocument();
  expect(api.calls.map((c) => c.url)).toEqual(['/transactions/user-seller']);
  expect(listCalls(api.calls)).toEqual([{ page: 1, pageSize: 25 }]);
});
