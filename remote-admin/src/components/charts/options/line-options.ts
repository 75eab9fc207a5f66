import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { formatBRL, formatBRLCompact } from '@pagora/shared';
import type { MonthlyRow } from '@pagora/shared/contracts';
import { averageCents, percentText } from '../format';
import { STATUS_COLORS } from './status-slices';

type CentsKey = 'completedCents' | 'pendingCents' | 'declinedCents';

/**
 * The lines, drawn in cents (exact integers) and read back through formatBRL. 'Total Faturado' is
 * what was paid (issue 20: billed means paid), so spec 000's separate 'Transações Completas' line
 * would draw the same points twice: it is this one.
 */
export const MONTHLY_SERIES: readonly { key: CentsKey; label: string; color: string }[] = [
  { key: 'completedCents', label: 'Total Faturado', color: '#0f766e' },
  { key: 'pendingCents', label: 'Pendentes', color: STATUS_COLORS.pending },
  { key: 'declinedCents', label: 'Rejeitadas', color: STATUS_COLORS.declined },
];

/** Nothing moved in the whole window: the screens say so instead of drawing flat lines. */
export const isEmptyMonthly = (rows: readonly MonthlyRow[]): boolean =>
  rows.every((r) => r.count === 0 && r.attemptedCents === 0);

/**
 * Y ticks 'R$ 1,2M', 'R$ 35K', 'R$ 900'. chart.js may place a tick between two cents on a small
 * scale, so the value is rounded to a whole cent before it is formatted.
 */
export function brlTick(value: number | string): string {
  const cents = Math.round(Number(value));
  return Number.isSafeInteger(cents) ? formatBRLCompact(cents) : '';
}

/** One line of the tooltip: the series' amount that month, or 'Sem movimentação'. */
export function monthlyTooltipLabel(series: string, cents: number): string {
  return `${series}: ${cents === 0 ? 'Sem movimentação' : formatBRL(cents)}`;
}

/** Under the amounts: the month's transaction count, average ticket and approval rate. */
export function monthlyTooltipFooter(row: MonthlyRow): string[] {
  return [
    `Transações: ${row.count}`,
    `Ticket médio: ${formatBRL(averageCents(row.completedCents, row.completedCount) ?? 0)}`,
    `Taxa de aprovação: ${percentText(row.completedCount, row.count)}`,
  ];
}

export function monthlyLineData(rows: readonly MonthlyRow[]): ChartData<'line', number[], string> {
  return {
    labels: rows.map((r) => r.month),
    datasets: MONTHLY_SERIES.map((series, index) => ({
      label: series.label,
      data: rows.map((r) => r[series.key]),
      borderColor: series.color,
      backgroundColor: index === 0 ? 'rgba(15, 118, 110, 0.12)' : series.color,
      // Only the billed line is filled, so the status lines stay readable on top of it.
      fill: index === 0 ? 'origin' : false,
      tension: 0.3,
      pointRadius: 3,
    })),
  };
}

export function monthlyLineOptions(rows: readonly MonthlyRow[]): ChartOptions<'line'> {
  const rowAt = (items: TooltipItem<'line'>[]) => rows[items[0]?.dataIndex ?? -1];
  return {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { title: { display: true, text: 'Período (Mês/Ano)' } },
      y: {
        beginAtZero: true,
        title: { display: true, text: 'Faturamento (R$)' },
        ticks: { precision: 0, callback: (value) => brlTick(value) },
      },
    },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          title: (items) => `Período: ${rowAt(items)?.month ?? ''}`,
          label: (item) => monthlyTooltipLabel(item.dataset.label ?? '', item.parsed.y ?? 0),
          footer: (items) => {
            const row = rowAt(items);
            return row ? monthlyTooltipFooter(row) : [];
          },
        },
      },
    },
  };
}
