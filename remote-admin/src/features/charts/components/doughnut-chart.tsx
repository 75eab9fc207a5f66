import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import '../register';
import {
  doughnutData,
  doughnutOptions,
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
}

/** A doughnut with the dashboard's options; loaded lazily through LazyDoughnutChart. */
export default function DoughnutChart({ slices, label, formatValue }: DoughnutChartProps) {
  const data = useMemo(() => doughnutData(slices), [slices]);
  const options = useMemo(() => doughnutOptions(formatValue), [formatValue]);
  return (
    <div className={styles.chart}>
      <Doughnut
        data={data}
        options={options}
        role="img"
        aria-label={label}
        fallbackContent={
          <ul>
            {slices.map((s) => (
              <li key={s.label}>{`${s.label}: ${formatValue ? formatValue(s.value) : s.value}`}</li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
