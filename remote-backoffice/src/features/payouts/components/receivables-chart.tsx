import { useMemo } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatBRL, formatBRLCompact } from '@pagora/shared';
import type { MonthTotal } from './receivables-months';
import styles from './payouts.module.css';

// Only what a bar chart draws, as the dashboards register theirs piece by piece: this module comes
// in its own chunk (lazy), so chart.js is fetched by this screen only.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The next twelve months' receivables as bars; values stay in cents, formatted only on screen. */
export default function ReceivablesChart({ months }: { months: readonly MonthTotal[] }) {
  const data = useMemo(
    () => ({
      labels: months.map((m) => m.label),
      datasets: [{ label: 'A receber', data: months.map((m) => m.cents), backgroundColor: '#2563eb' }],
    }),
    [months],
  );
  const options = useMemo(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (ctx: { parsed: { y: number | null } }) => formatBRL(Math.round(ctx.parsed.y ?? 0)),
          },
        },
      },
      scales: {
        y: { ticks: { callback: (value: string | number) => formatBRLCompact(Math.round(Number(value))) } },
      },
    }),
    [],
  );
  return (
    <div className={styles.chart}>
      <Bar
        data={data}
        options={options}
        role="img"
        aria-label="A receber nos próximos 12 meses"
        fallbackContent={
          <ul>
            {months.map((m) => (
              <li key={m.key}>{`${m.label}: ${formatBRL(m.cents)}`}</li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
