import { render, screen, within } from '@testing-library/react';
import { formatBRL } from '@pagora/shared';
import { monthlyRows } from '../../../testing/report-fixtures';
import { LazyDoughnutChart, LazyMonthlyLineChart, statusSlices } from '..';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);

test('the doughnut chunk loads behind a spinner, then draws the slices', async () => {
  render(
    <LazyDoughnutChart
      label="Status das Transações"
      slices={statusSlices({ completed: 2, pending: 1, declined: 0 })}
    />,
  );
  expect(screen.getByText('Carregando gráfico...')).toBeInTheDocument();
  const chart = await screen.findByRole('figure', { name: 'Status das Transações' });
  expect(
    within(chart)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Aprovadas · 2', 'Pendentes · 1', 'Recusadas · 0']);
});

test('empty data is a sentence, and no chart chunk is asked for', () => {
  render(
    <>
      <LazyDoughnutChart
        label="Receita por Marketplace"
        slices={[]}
        formatValue={formatBRL}
        emptyText="Nenhum faturamento registrado."
      />
      <LazyMonthlyLineChart label="Faturamento" rows={monthlyRows()} />
    </>,
  );
  expect(screen.getByText('Nenhum faturamento registrado.')).toBeInTheDocument();
  expect(screen.getByText('Nenhuma movimentação nos últimos 12 meses.')).toBeInTheDocument();
  expect(screen.queryByText('Carregando gráfico...')).not.toBeInTheDocument();
});
