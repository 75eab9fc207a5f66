import { Doughnut, Pie } from 'react-chartjs-2';
import '../register';
import {
  doughnutData,
  doughnutOptions,
  pieData,
  pieOptions,
  type ChartSlice,
  type ValueFormatter,
} from '../options/doughnut-options';
import styles from './charts.module.css';

export interface DoughnutChartProps {
  slices: readonly ChartSlice[];
  /** What the chart shows, for screen readers ('Status das Transações'). */
  label: string;
  /** Tooltip value: counts as they are by default, cents through formatBRL. */
  formatValue?: ValueFormatter;
  /** A full pie instead of a ring (the seller report's payment methods, spec 001 section 2.2). */
  pie?: boolean;
}

/**
 * A doughnut (or a pie) with the dashboard's options; loaded lazily through LazyDoughnutChart or
 * LazyPieChart.
 */
export default function DoughnutChart({ slices, label, formatValue, pie = false }: DoughnutChartProps) {
  const common = {
    role: 'img',
    'aria-label': label,
    fallbackContent: (
      <ul>
        {slices.map((s) => (
          <li key={s.label}>{`${s.label}: ${formatValue ? formatValue(s.value) : s.value}`}</li>
        ))}
      </ul>
    ),
  };
  return (
    <div className={styles.chart}>
      {pie ? (
        <Pie data={pieData(slices)} options={pieOptions(formatValue)} {...common} />
      ) : (
        <Doughnut data={doughnutData(slices)} options={doughnutOptions(formatValue)} {...common} />
      )}
    </div>
  );
}
