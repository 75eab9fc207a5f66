import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoTx, sellerDashAnswer } from '../../../testing/dashboard-fixtures';
import { monthlyAnswer, monthlyRows, monthRow } from '../../../testing/report-fixtures';
import { fakeApi } from '@pagora/shared/client/testing';
import { signInAs, signOut } from '../../../testing/session';
import { card, DASH, MONTHLY, renderDashboard, rows, text } from './dashboard-harness';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
// Several clicks through a whole page: slow machines running every suite at once need the margin.
jest.setTimeout(15_000);

afterEach(signOut);

/** Issue 36: a sale in dispute and a chargeback are counted apart on the seller's dashboard. */
function serveDisputes() {
  const base = sellerDashAnswer();
  const dash = sellerDashAnswer({
    transacoes: [demoTx(5, 'em_disputa'), demoTx(4, 'chargeback'), demoTx(3, 'falha'), demoTx(2, 'pago')],
    stats: {
      ...base.dados.stats,
      totalTransactions: 14,
      disputed: 1,
      chargeback: 1,
      disputedCents: 5_050,
      chargebackCents: 4_050,
    },
  });
  const month = monthRow(
    '11/2025',
    { completed: 200_000, declined: 50_000, disputed: 30_000, chargeback: 20_000 },
    { completed: 2, declined: 1, disputed: 1, chargeback: 1 },
  );
  fakeApi({
    [DASH('seller')]: () => ({ status: 200, data: dash }),
    [MONTHLY]: () => ({ status: 200, data: monthlyAnswer(monthlyRows({ '11/2025': month })) }),
  });
}

test("the cards count 'Em disputa' and 'Chargeback' apart, with what is held and what was taken back", async () => {
  signInAs('seller');
  serveDisputes();
  renderDashboard();
  expect(text(await screen.findByRole('group', { name: 'Em disputa' }))).toBe('Em disputa1R$ 50,50 retidos');
  expect(text(card('Chargeback'))).toBe('Chargeback1R$ 40,50 devolvidos');
  expect(text(card('Recusadas'))).toBe('Recusadas1');
  const chart = await screen.findByRole('figure', { name: 'Status das Transações' });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Aprovadas · 6', 'Pendentes · 3', 'Recusadas · 1', 'Em disputa · 1', 'Chargeback · 1']);
});

test('the recent list labels and filters them; the 12-month report has their columns', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  serveDisputes();
  renderDashboard();
  await screen.findByRole('group', { name: 'Receita Total' });
  expect(rows()[0]).toHaveTextContent('Em disputa');
  expect(rows()[1]).toHaveTextContent('Chargeback');
  const filters = within(screen.getByRole('group', { name: 'Filtrar transações por status' }));
  await user.click(filters.getByRole('button', { name: 'Recusadas' }));
  expect(rows().map((r) => text(r.cells[1]))).toEqual(['R$ 30,50']);
  await user.click(filters.getByRole('button', { name: 'Em disputa' }));
  expect(rows().map((r) => text(r.cells[1]))).toEqual(['R$ 50,50']);
  await user.click(filters.getByRole('button', { name: 'Chargeback' }));
  expect(rows().map((r) => text(r.cells[1]))).toEqual(['R$ 40,50']);

  const report = await screen.findByRole('table', { name: 'Relatório mensal' });
  expect(
    within(report)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'Mês',
    'Movimentado',
    'Aprovadas',
    'Pendentes',
    'Recusadas',
    'Em disputa',
    'Chargeback',
    'Transações',
  ]);
  const november = within(report).getAllByRole('row').slice(1)[7];
  expect(text(november)).toBe('11/2025R$ 3.000,00R$ 2.000,00R$ 0,00R$ 500,00R$ 300,00R$ 200,005');
});
