import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { SEARCH_COUNT_LIMIT } from '@pagora/shared';
import { transactionsContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, serverError, type FakeReply } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { renderHistory, signInAsCustomer, urlQuery } from './render-history';
import { demoTx, listAnswer } from './transactions-fixtures';

const LIST = 'GET /transactions/user-seller';
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('shows "Carregando Transações" until the first answer, with the header and its buttons', async () => {
  let answer: (reply: FakeReply) => void = () => undefined;
  const api = fakeApi({ [LIST]: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
  renderHistory();
  expect(screen.getByRole('heading', { level: 1, name: 'Histórico de Transações' })).toBeInTheDocument();
  expect(screen.getByText('Carregando Transações')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(screen.getByText('Carregando Transações')).toBeInTheDocument();
  await act(async () => answer(answerOf(transactionsContract.list, listAnswer([demoTx(1)]))));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByText('Carregando Transações')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
});

test('an error shows the server message and "Tentar novamente" asks again', async () => {
  const user = userEvent.setup();
  let fail = true;
  const api = fakeApi({
    [LIST]: () =>
      fail
        ? serverError('Erro interno no servidor.')
        : answerOf(transactionsContract.list, listAnswer([demoTx(1)])),
  });
  renderHistory();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erro interno no servidor.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(api.calls.filter((c) => c.url === '/transactions/user-seller')).toHaveLength(2);
});

test('rows name anonymous customers, show BRL, the date, status and method badges; cards show the summary', async () => {
  fakeApi({
    [LIST]: () =>
      answerOf(
        transactionsContract.list,
        listAnswer(
          [
            demoTx(2, { amountCents: 123456, netCents: 120000 }),
            demoTx(1, {
              cliente: { nome: null, email: null, telefone: null, endereco: null },
              customerName: null,
              customerEmail: null,
              status: 'pendente_pix',
              paymentMethod: ['credit_card'],
              parcela_selecionada: 3,
            }),
          ],
          { total: 42, receitaCents: 987654 },
        ),
      ),
  });
  renderHistory();
  await screen.findByRole('table');
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Cliente', 'Descrição', 'Data', 'ID', 'Valor', 'Status', 'Método', 'Ações']);
  const [first, second] = rows();
  expect(first).toHaveTextContent('Cliente 2');
  expect(first).toHaveTextContent('Pedido 2');
  expect(first).toHaveTextContent('cliente2@exemplo.com.br');
  expect(first).toHaveTextContent('05/03/2026 12:00');
  // The short id, the whole one behind its copy button (issue 41).
  expect(within(first!).getByText('00000000')).toBeInTheDocument();
  expect(
    within(first!).getByRole('button', { name: 'Copiar ID 00000000-0000-4000-8000-000000000002' }),
  ).toBeInTheDocument();
  expect(first).toHaveTextContent('R$ 1.234,56');
  expect(first).toHaveTextContent('Completada');
  expect(first).toHaveTextContent('PIX');
  expect(within(first!).getByRole('button', { name: 'Ver Detalhes' })).toBeInTheDocument();
  expect(second).toHaveTextContent('Cliente Anônimo');
  expect(second).toHaveTextContent('Email não informado');
  expect(second).toHaveTextContent('Pendente PIX');
  // The method as paid, with the card's installments (never a bare 'Pagamento').
  expect(within(second!).getByText('Cartão de Crédito em 3x')).toBeInTheDocument();
  expect(within(first!).getByText('PIX')).toBeInTheDocument();
  // The small-screen cards carry the same labels.
  const cards = within(screen.getByRole('list', { name: 'Transações' }));
  expect(cards.getByText('Cliente Anônimo')).toBeInTheDocument();

  expect(screen.getByRole('group', { name: 'Total de Transações' })).toHaveTextContent('42');
  expect(screen.getByRole('group', { name: 'Receita Total' })).toHaveTextContent('R$ 9.876,54');
});

test('a search past the count limit says "mais de 1.000" and withholds the revenue', async () => {
  fakeApi({
    [LIST]: () =>
      answerOf(
        transactionsContract.list,
        listAnswer([demoTx(1)], { total: SEARCH_COUNT_LIMIT, countCapped: true }),
      ),
  });
  renderHistory('/history?q=silva');
  await screen.findByRole('table');
  expect(screen.getByRole('group', { name: 'Total de Transações' })).toHaveTextContent('mais de 1.000');
  const revenue = screen.getByRole('group', { name: 'Receita Total' });
  expect(revenue).toHaveTextContent('—');
  expect(revenue).toHaveTextContent('Refine a busca para ver o total.');
});

test('an admin or a marketplace sees whose sale each row is; the search says what it finds', async () => {
  resetState();
  signInAs('marketplace');
  fakeApi({
    'GET /transactions/user-marketplace': () =>
      answerOf(
        transactionsContract.list,
        listAnswer([demoTx(1, { seller: { id: 'seller-a1', nome: 'Loja do Zé' } })]),
      ),
  });
  renderHistory();
  await screen.findByRole('table');
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Cliente', 'Descrição', 'Vendedor', 'Data', 'ID', 'Valor', 'Status', 'Método', 'Ações']);
  expect(rows()[0]).toHaveTextContent('Pedido 1');
  expect(rows()[0]).toHaveTextContent('Loja do Zé');
  expect(screen.getByRole('searchbox', { name: 'Buscar transações' })).toHaveAttribute(
    'placeholder',
    'Buscar por cliente, email, descrição, link ou ID...',
  );
});

test('empty without filters: no "Limpar Filtros"', async () => {
  fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([])) });
  renderHistory();
  expect(await screen.findByText('Nenhuma transação encontrada')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Limpar Filtros' })).not.toBeInTheDocument();
});

test('empty with filters: "Limpar Filtros" clears the URL, the search box and the request', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [LIST]: () => answerOf(transactionsContract.list, listAnswer([])) });
  renderHistory('/history?status=pago&method=pix&q=ana&page=3');
  expect(await screen.findByText('Nenhuma transação encontrada')).toBeInTheDocument();
  expect(api.calls[0]?.params).toEqual({ status: 'pago', method: 'pix', q: 'ana', page: 3, pageSize: 25 });
  expect(screen.getByRole('searchbox', { name: 'Buscar transações' })).toHaveValue('ana');

  await user.click(screen.getByRole('button', { name: 'Limpar Filtros' }));
  await waitFor(() => expect(location()).toBe('/history'));
  expect(screen.getByRole('searchbox', { name: 'Buscar transações' })).toHaveValue('');
  await waitFor(() => expect(api.calls.at(-1)?.params).toEqual({ page: 1, pageSize: 25 }));
  expect(urlQuery(location())).toEqual({});
});

test('a customer sees "Histórico de Transações" and no late-PIX filter', async () => {
  signInAsCustomer();
  const api = fakeApi({
    'GET /transactions/user-customer': () => answerOf(transactionsContract.list, listAnswer([demoTx(1)])),
  });
  renderHistory('/history?late=true');
  await screen.findByRole('table');
  expect(screen.getByRole('heading', { level: 1, name: 'Histórico de Transações' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Pagos após expiração' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Marketplace' })).not.toBeInTheDocument();
  // A late flag in an old link is not sent for a role that cannot review.
  expect(api.calls[0]?.params).toEqual({ page: 1, pageSize: 25 });
});

test('"Atualizar" asks the server again and reads busy meanwhile', async () => {
  const user = userEvent.setup();
  let answer: ((reply: FakeReply) => void) | null = null;
  const api = fakeApi({
    [LIST]: () =>
      api.calls.length === 1
        ? answerOf(transactionsContract.list, listAnswer([demoTx(1)]))
        : new Promise<FakeReply>((resolve) => (answer = resolve)),
  });
  renderHistory();
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Atualizar' }));
  expect(await screen.findByRole('button', { name: 'Atualizando' })).toBeDisabled();
  await waitFor(() => expect(api.calls).toHaveLength(2));
  await act(async () => answer?.(answerOf(transactionsContract.list, listAnswer([demoTx(2), demoTx(1)]))));
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(screen.getByRole('button', { name: 'Atualizar' })).toBeEnabled();

  // A failed refresh keeps the rows and says why.
  await user.click(screen.getByRole('button', { name: 'Atualizar' }));
  await waitFor(() => expect(api.calls).toHaveLength(3));
  await act(async () => answer?.(errorReply(503, 'unavailable', 'Serviço indisponível.')));
  expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
  expect(rows()).toHaveLength(2);
});
