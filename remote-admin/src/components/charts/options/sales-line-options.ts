import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { formatBRL } from '@pagora/shared';
import { brlTick } from './line-options';

/** One point of a report's series: the sales and revenue of an hour or a day. */
export interface SalesPoint {
  label: string;
  count: number;
  receitaCents: number;
}

export const isEmptySales = (points: readonly SalesPoint[]): boolean =>
  points.every((p) => p.count === 0 && p.receitaCents === 0);

/** Revenue in cents (exact integers), read back through formatBRL. */
export function salesLineData(points: readonly SalesPoint[]): ChartData<'line', number[], string> {
  return {
    labels: points.map((p) => p.label),
    datasets: [
      {
        label: 'Receita',
        data: points.map((p) => p.receitaCents),
        borderColor: '#4f46e5',
        backgroundColor: 'rgba(79, 70, 229, 0.12)',
        fill: 'origin',
        tension: 0.3,
        pointRadius: 3,
      },
    ],
  };
}

/** The tooltip of a point: its amount (or 'Sem movimentação') and its number of sales. */
export function salesTooltip(point: SalesPoint | undefined): { label: string; footer: string[] } {
  if (!point) return { label: '', footer: [] };
  return {
    label: `Receita: ${point.receitaCents === 0 ? 'Sem movimentação' : formatBRL(point.receitaCents)}`,
    footer: [`Vendas: ${point.count}`],
  };
}

export function salesLineOptions(points: readonly SalesPoint[], xTitle: string): ChartOptions<'line'> {
  const pointAt = (items: TooltipItem<'line'>[]) => points[items[0]?.dataIndex ?? -1];
  return {
    responsive: true,
    maintainAspectRatio: false,
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { title: { display: true, text: xTitle } },
      y: {
        beginAtZero: true,
        title: { display: true, text: 'Receita (R$)' },
        ticks: { precision: 0, callback: (value) => brlTick(value) },
      },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => `${xTitle}: ${pointAt(items)?.label ?? ''}`,
          label: (item) => salesTooltip(points[item.dataIndex]).label,
          footer: (items) => salesTooltip(pointAt(items)).footer,
        },
      },
    },
  };
}
