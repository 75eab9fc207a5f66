import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, serverError } from '@pagora/shared/client/testing';
import {
  demoMarketplace,
  demoMonthlyRows,
  MARKETPLACE_IDS,
  marketplacesPage,
  monthlyAnswer,
  monthlyRows,
  monthRow,
  transactionCountAnswer,
} from '../../../testing/report-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import {
  card,
  LIST,
  MARKETPLACES,
  marketplacesAnswer,
  MONTHLY,
  renderAdmin,
  serve,
  text,
  trend,
} from './admin-harness';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);

beforeEach(() => signInAs('admin'));
afterEach(signOut);

test('KPIs add the marketplaces up and take the transaction total from a one-row list page', async () => {
  const api = serve();
  renderAdmin();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Carregando dashboard...')).toBeInTheDocument();
  expect(text(await screen.findByRole('group', { name: 'Total Faturado' }))).toBe(
    'Total FaturadoR$ 17.345,67',
  );
  expect(card('Marketplaces')).toHaveTextContent('2');
  expect(card('Total Vendedores')).toHaveTextContent('10');
  await waitFor(() => expect(card('Total de Transações')).toHaveTextContent('321'));
  expect(api.callsTo(LIST).map((c) => c.params)).toEqual([{ pageSize: 1 }]);
});

test('picking a marketplace narrows the monthly report to it', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [MARKETPLACES]: () => ({ status: 200, data: marketplacesAnswer() }),
    [LIST]: () => ({ status: 200, data: transactionCountAnswer(321) }),
    [MONTHLY]: ({ params }) => ({
      status: 200,
      data: monthlyAnswer(
        params.marketplaceId
          ? monthlyRows({ '03/2026': monthRow('03/2026', { completed: 7_700 }, { completed: 1 }) })
          : demoMonthlyRows(),
      ),
    }),
  });
  renderAdmin();
  const select = await screen.findByLabelText('Marketplace');
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todos os marketplaces', 'Loja Alfa', 'Loja Beta']);
  await user.selectOptions(select, 'Loja Beta');
  await waitFor(() => expect(text(card('Total Período'))).toBe('Total PeríodoR$ 77,001 transações pagas'));
  expect(api.callsTo(MONTHLY).map((c) => c.params)).toEqual([{}, { marketplaceId: MARKETPLACE_IDS[1] }]);
});

test('nothing registered yet: zero KPIs, empty charts and table, Dados insuficientes', async () => {
  serve(monthlyRows(), marketplacesPage([]));
  renderAdmin();
  expect(text(await screen.findByRole('group', { name: 'Total Faturado' }))).toBe('Total FaturadoR$ 0,00');
  expect(card('Marketplaces')).toHaveTextContent('0');
  expect(await screen.findByText('Nenhuma movimentação nos últimos 12 meses.')).toBeInTheDocument();
  expect(screen.getByText('Nenhuma transação no período.')).toBeInTheDocument();
  expect(screen.getByText('Nenhum faturamento registrado.')).toBeInTheDocument();
  expect(screen.getByText('Nenhum marketplace cadastrado')).toBeInTheDocument();
  expect(trend('Crescimento Médio')).toBe('Dados insuficientes');
  expect(text(card('Menor Mês'))).toBe('Menor Mês—Sem movimentação');
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
});

test('a failed load shows the server message and retries', async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeApi({
    [MARKETPLACES]: () =>
      fail ? serverError('Falha ao listar marketplaces') : { status: 200, data: marketplacesAnswer() },
    [LIST]: () => ({ status: 200, data: transactionCountAnswer(321) }),
    [MONTHLY]: () => ({ status: 200, data: monthlyAnswer(demoMonthlyRows()) }),
  });
  renderAdmin();
  expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao listar marketplaces');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('group', { name: 'Marketplaces' })).toHaveTextContent('2');
});

test('a failed monthly report keeps the KPIs and retries on its own', async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeApi({
    [MARKETPLACES]: () => ({ status: 200, data: marketplacesAnswer() }),
    [LIST]: () => ({ status: 200, data: transactionCountAnswer(321) }),
    [MONTHLY]: () =>
      fail ? serverError('Relatório indisponível') : { status: 200, data: monthlyAnswer(demoMonthlyRows()) },
  });
  renderAdmin();
  expect(await screen.findByRole('alert')).toHaveTextContent('Relatório indisponível');
  expect(card('Total Faturado')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('group', { name: 'Total Período' })).toBeInTheDocument();
});

test('Recarregar Dados asks for every figure again', async () => {
  const user = userEvent.setup();
  let sellers = 7;
  const api = fakeApi({
    [MARKETPLACES]: () => ({
      status: 200,
      data: marketplacesPage([demoMarketplace(1, { quantidade_vendedores: sellers }), demoMarketplace(2)]),
    }),
    [LIST]: () => ({ status: 200, data: transactionCountAnswer(321) }),
    [MONTHLY]: () => ({ status: 200, data: monthlyAnswer(demoMonthlyRows()) }),
  });
  renderAdmin();
  expect(await screen.findByRole('group', { name: 'Total Vendedores' })).toHaveTextContent('10');
  await screen.findByRole('group', { name: 'Total Período' });
  sellers = 12;
  await user.click(screen.getByRole('button', { name: 'Recarregar Dados' }));
  await waitFor(() => expect(card('Total Vendedores')).toHaveTextContent('15'));
  expect(api.callsTo(MARKETPLACES)).toHaveLength(2);
  expect(api.callsTo(LIST)).toHaveLength(2);
  expect(api.callsTo(MONTHLY)).toHaveLength(2);
});
