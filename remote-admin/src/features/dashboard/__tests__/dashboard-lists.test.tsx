import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTx, sellerDashAnswer } from '../../../testing/dashboard-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import { rows, serve, renderDashboard, table, text } from './dashboard-harness';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
// Several clicks through a whole page: slow machines running every suite at once need the margin.
jest.setTimeout(15_000);

afterEach(signOut);

test('recent transactions keep the API order, name unnamed buyers Anônimo and filter by status group', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  serve('seller');
  renderDashboard();
  await screen.findByRole('group', { name: 'Receita Total' });

  expect(
    table()
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Data', 'Valor', 'Método', 'Cliente', 'Status']);
  expect(rows()).toHaveLength(4);
  expect(rows()[0]).toHaveTextContent('04/03/2026 12:30');
  expect(rows()[0]).toHaveTextContent('R$ 40,50');
  expect(rows()[0]).toHaveTextContent('PIX');
  expect(rows()[0]).toHaveTextContent('Completada');
  expect(rows()[1]).toHaveTextContent('Anônimo');
  expect(rows()[1]).toHaveTextContent('Pendente PIX');
  expect(rows()[2]).toHaveTextContent('Cartão de Crédito');

  const filters = within(screen.getByRole('group', { name: 'Filtrar transações por status' }));
  expect(filters.getAllByRole('button').map((b) => b.textContent)).toEqual([
    'Todas',
    'Aprovadas',
    'Pendentes',
    'Recusadas',
    'Em disputa',
    'Chargeback',
  ]);
  await user.click(filters.getByRole('button', { name: 'Aprovadas' }));
  expect(filters.getByRole('button', { name: 'Aprovadas' })).toHaveAttribute('aria-pressed', 'true');
  expect(rows().map((r) => text(r.cells[1]))).toEqual(['R$ 40,50', 'R$ 10,50']);
  await user.click(filters.getByRole('button', { name: 'Pendentes' }));
  expect(rows()).toHaveLength(1);
  expect(rows()[0]).toHaveTextContent('Anônimo');
  await user.click(filters.getByRole('button', { name: 'Todas' }));
  expect(rows()).toHaveLength(4);
});

test('a filter with no match shows the empty text', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  serve('seller', sellerDashAnswer({ transacoes: [demoTx(1, 'pago')] }));
  renderDashboard();
  await user.click(await screen.findByRole('button', { name: 'Recusadas' }));
  expect(screen.getByText('Nenhuma transação encontrada')).toBeInTheDocument();
});

test('the status doughnut draws the month counts', async () => {
  signInAs('seller');
  serve('seller');
  renderDashboard();
  const chart = await screen.findByRole('figure', { name: 'Status das Transações' });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Aprovadas · 6', 'Pendentes · 3', 'Recusadas · 1']);
});

test('with no transactions this month the doughnut gives way to a sentence', async () => {
  signInAs('seller');
  const stats = {
    totalTransactions: 0,
    completed: 0,
    pending: 0,
    declined: 0,
    refunded: 0,
    disputed: 0,
    chargeback: 0,
    disputedCents: 0,
    chargebackCents: 0,
    totalAmount: 0,
    totalAmountCents: 0,
  };
  serve('seller', sellerDashAnswer({ stats, transacoes: [] }));
  renderDashboard();
  expect(await screen.findByText('Nenhuma transação no período.')).toBeInTheDocument();
  expect(screen.queryByRole('figure', { name: 'Status das Transações' })).not.toBeInTheDocument();
  expect(screen.getByText('Nenhuma transação encontrada')).toBeInTheDocument();
});

test('the 12-month report lists each month oldest first with BRL amounts and draws the line chart', async () => {
  signInAs('seller');
  serve('seller');
  renderDashboard();
  const report = await screen.findByRole('table', { name: 'Relatório mensal' });
  const months = within(report).getAllByRole('row').slice(1);
  expect(months).toHaveLength(12);
  expect(months[0]).toHaveTextContent('04/2025');
  expect(text(months[7])).toBe('11/2025R$ 3.000,00R$ 2.000,00R$ 500,00R$ 500,00R$ 0,00R$ 0,004');
  expect(months[11]).toHaveTextContent('03/2026');
  const chart = await screen.findByRole('figure', { name: 'Faturamento mensal dos últimos 12 meses' });
  expect(within(chart).getByText('Total Faturado · 11/2025 · 200000')).toBeInTheDocument();
  expect(within(chart).getByText('Rejeitadas · 11/2025 · 50000')).toBeInTheDocument();
});
