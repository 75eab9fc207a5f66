import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { percentNumberText } from '../format';

/** One slice of a doughnut: its legend label, its value (a count or cents) and its colour. */
export interface ChartSlice {
  label: string;
  value: number;
  color: string;
}

/** How a slice's value reads in the tooltip: a count as is, cents through formatBRL. */
export type ValueFormatter = (value: number) => string;

const asCount: ValueFormatter = (value) => String(value);

/** Nothing to draw: an empty ring would say nothing, so the screens show a sentence instead. */
export const isEmptyDoughnut = (slices: readonly ChartSlice[]): boolean => slices.every((s) => s.value <= 0);

/** Tooltip text 'Aprovadas: 12 (60,0%)'. */
export function doughnutTooltipLabel(
  label: string,
  value: number,
  total: number,
  format: ValueFormatter = asCount,
): string {
  return `${label}: ${format(value)} (${percentNumberText(value, total)}%)`;
}

// A doughnut and a pie draw the same data with the same legend and tooltip; only the hole differs.
const roundData = (slices: readonly ChartSlice[]) => ({
  labels: slices.map((s) => s.label),
  datasets: [
    {
      data: slices.map((s) => s.value),
      backgroundColor: slices.map((s) => s.color),
      borderColor: '#ffffff',
      borderWidth: 2,
    },
  ],
});

const roundOptions = (format: ValueFormatter) => ({
  responsive: true,
  maintainAspectRatio: false,
  plugins: {
    legend: { position: 'bottom' as const },
    tooltip: {
      callbacks: {
        label: (item: TooltipItem<'doughnut'> | TooltipItem<'pie'>) => {
          const values = item.dataset.data;
          const total = values.reduce((sum, v) => sum + v, 0);
          return doughnutTooltipLabel(item.label, item.parsed, total, format);
        },
      },
    },
  },
});

export function doughnutData(slices: readonly ChartSlice[]): ChartData<'doughnut', number[], string> {
  return roundData(slices);
}

export function pieData(slices: readonly ChartSlice[]): ChartData<'pie', number[], string> {
  return roundData(slices);
}

/** Cutout 70 %, legend at the bottom, tooltip 'label: value (percent%)' (spec 000 "Dashboard"). */
export function doughnutOptions(format: ValueFormatter = asCount): ChartOptions<'doughnut'> {
  return { ...roundOptions(format), cutout: '70%' };
}

/** The doughnut's legend and tooltip, without the hole. */
export function pieOptions(format: ValueFormatter = asCount): ChartOptions<'pie'> {
  return roundOptions(format);
}
