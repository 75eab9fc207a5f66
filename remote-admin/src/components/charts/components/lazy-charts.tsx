import { lazy, Suspense } from 'react';
import { Spinner } from '@pagora/shared/ui';
import { isEmptyDoughnut } from '../options/doughnut-options';
import { isEmptyMonthly } from '../options/line-options';
import type { DoughnutChartProps } from './doughnut-chart';
import type { MonthlyLineChartProps } from './monthly-line-chart';
import { isEmptySales } from '../options/sales-line-options';
import type { SalesLineChartProps } from './sales-line-chart';
import styles from './charts.module.css';

// chart.js and react-chartjs-2 come only with these chunks: the pages render the wrappers
// below, so a screen that draws no chart (or has nothing to draw) never downloads them.
const DoughnutChart = lazy(() => import('./doughnut-chart'));
const MonthlyLineChart = lazy(() => import('./monthly-line-chart'));
const SalesLineChart = lazy(() => import('./sales-line-chart'));

const loading = <Spinner centered label="Carregando gráfico..." />;

function EmptyChart({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}

export function LazyDoughnutChart({
  emptyText = 'Nenhuma transação no período.',
  ...props
}: DoughnutChartProps & { emptyText?: string }) {
  if (isEmptyDoughnut(props.slices)) return <EmptyChart text={emptyText} />;
  return (
    <Suspense fallback={loading}>
      <DoughnutChart {...props} />
    </Suspense>
  );
}

/** The same slices as a full pie (same chunk as the doughnut). */
export function LazyPieChart(props: Omit<DoughnutChartProps, 'pie'> & { emptyText?: string }) {
  return <LazyDoughnutChart {...props} pie />;
}

export function LazyMonthlyLineChart({
  emptyText = 'Nenhuma movimentação nos últimos 12 meses.',
  ...props
}: MonthlyLineChartProps & { emptyText?: string }) {
  if (isEmptyMonthly(props.rows)) return <EmptyChart text={emptyText} />;
  return (
    <Suspense fallback={loading}>
      <MonthlyLineChart {...props} />
    </Suspense>
  );
}

export function LazySalesLineChart({
  emptyText = 'Nenhuma venda no período.',
  ...props
}: SalesLineChartProps & { emptyText?: string }) {
  if (isEmptySales(props.points)) return <EmptyChart text={emptyText} />;
  return (
    <Suspense fallback={loading}>
      <SalesLineChart {...props} />
    </Suspense>
  );
}
