import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import type { MonthlyRow } from '@pagora/shared/contracts';
import { formatBRL } from '@pagora/shared';
import '../register';
import { monthlyLineData, monthlyLineOptions } from '../options/line-options';
import styles from './charts.module.css';

export interface MonthlyLineChartProps {
  /** The 12-month report, oldest first. */
  rows: readonly MonthlyRow[];
  label: string;
}

/** Total, completed, pending and declined per month; loaded lazily through LazyMonthlyLineChart. */
export default function MonthlyLineChart({ rows, label }: MonthlyLineChartProps) {
  const data = useMemo(() => monthlyLineData(rows), [rows]);
  const options = useMemo(() => monthlyLineOptions(rows), [rows]);
  return (
    <div className={styles.lineChart}>
      <Line
        data={data}
        options={options}
        role="img"
        aria-label={label}
        fallbackContent={
          <ul>
            {rows.map((r) => (
              <li key={r.month}>{`${r.month}: ${formatBRL(r.completedCents)}`}</li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
