import { screen, within } from '@testing-library/react';
import { monthlyRows, monthRow } from '../../../testing/report-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import { card, renderAdmin, serve, text } from './admin-harness';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
// Several clicks through a whole page: slow machines running every suite at once need the margin.
jest.setTimeout(15_000);

beforeEach(() => signInAs('admin'));
afterEach(signOut);

test("the admin's monthly cards and doughnut count disputes and chargebacks apart (issue 36)", async () => {
  serve(
    monthlyRows({
      '11/2025': monthRow(
        '11/2025',
        { completed: 200_000, declined: 50_000, disputed: 30_000, chargeback: 20_000 },
        { completed: 2, declined: 1, disputed: 1, chargeback: 1 },
      ),
    }),
  );
  renderAdmin();
  expect(text(await screen.findByRole('group', { name: 'Em disputa' }))).toBe(
    'Em disputaR$ 300,001 em disputa · 10,0% do movimentado',
  );
  expect(text(card('Chargeback'))).toBe('ChargebackR$ 200,001 chargebacks · 6,7% do movimentado');
  // Shares of R$ 3.000,00 attempted: the declined are only the declined.
  expect(text(card('Rejeitadas'))).toBe('RejeitadasR$ 500,0016,7% do movimentado');
  const chart = await screen.findByRole('figure', { name: 'Status das Transações' });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Aprovadas · 2', 'Pendentes · 0', 'Recusadas · 1', 'Em disputa · 1', 'Chargeback · 1']);
});
