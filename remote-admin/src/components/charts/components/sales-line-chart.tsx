import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { formatBRL } from '@pagora/shared';
import '../register';
import { salesLineData, salesLineOptions, type SalesPoint } from '../options/sales-line-options';
import styles from './charts.module.css';

export interface SalesLineChartProps {
  /** The report's series, in time order. */
  points: readonly SalesPoint[];
  /** The x axis: 'Hora' or 'Dia'. */
  xTitle: string;
  label: string;
}

/** One line of revenue per hour or day (the seller report); loaded lazily through LazySalesLineChart. */
export default function SalesLineChart({ points, xTitle, label }: SalesLineChartProps) {
  const data = useMemo(() => salesLineData(points), [points]);
  const options = useMemo(() => salesLineOptions(points, xTitle), [points, xTitle]);
  return (
    <div className={styles.lineChart}>
      <Line
        data={data}
        options={options}
        role="img"
        aria-label={label}
        fallbackContent={
          <ul>
            {points.map((p) => (
              <li key={p.label}>{`${p.label}: ${p.count} venda(s), ${formatBRL(p.receitaCents)}`}</li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
