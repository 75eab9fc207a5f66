import type { TooltipItem } from 'chart.js';
import { monthRow, monthlyRows } from '../../../testing/report-fixtures';
import { isEmptySales, salesLineData, salesLineOptions, salesTooltip } from '../options/sales-line-options';
import {
  doughnutData,
  doughnutOptions,
  doughnutTooltipLabel,
  isEmptyDoughnut,
} from '../options/doughnut-options';
import {
  brlTick,
  isEmptyMonthly,
  MONTHLY_SERIES,
  monthlyLineData,
  monthlyLineOptions,
  monthlyTooltipFooter,
  monthlyTooltipLabel,
} from '../options/line-options';
import { STATUS_COLORS, statusSlices } from '../options/status-slices';
import { formatBRL } from '@pagora/shared';

/** Intl puts a no-break space after 'R$'. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('doughnut', () => {
  const slices = statusSlices({ completed: 6, pending: 3, declined: 1 });

  test('status slices: Aprovadas green, Pendentes amber, Recusadas red', () => {
    expect(slices).toEqual([
      { label: 'Aprovadas', value: 6, color: STATUS_COLORS.completed },
      { label: 'Pendentes', value: 3, color: STATUS_COLORS.pending },
      { label: 'Recusadas', value: 1, color: STATUS_COLORS.declined },
    ]);
    const data = doughnutData(slices);
    expect(data.labels).toEqual(['Aprovadas', 'Pendentes', 'Recusadas']);
    expect(data.datasets[0]?.data).toEqual([6, 3, 1]);
    expect(data.datasets[0]?.backgroundColor).toEqual(['#16a34a', '#f59e0b', '#dc2626']);
  });

  test('cutout 70%, legend at the bottom, tooltip "label: count (percent%)"', () => {
    const options = doughnutOptions();
    expect(options.cutout).toBe('70%');
    expect(options.plugins?.legend?.position).toBe('bottom');
    const item = {
      label: 'Pendentes',
      parsed: 3,
      dataset: { data: [6, 3, 1] },
    } as unknown as TooltipItem<'doughnut'>;
    const label = options.plugins?.tooltip?.callbacks?.label as (
      this: unknown,
      i: TooltipItem<'doughnut'>,
    ) => string;
    expect(label.call(undefined, item)).toBe('Pendentes: 3 (30,0%)');
  });

  test('tooltip values can be money', () => {
    expect(plain(doughnutTooltipLabel('Loja Alfa', 123_456, 493_824, formatBRL))).toBe(
      'Loja Alfa: R$ 1.234,56 (25,0%)',
    );
    expect(doughnutTooltipLabel('Aprovadas', 0, 0)).toBe('Aprovadas: 0 (0,0%)');
  });

  test('nothing to draw when every slice is zero', () => {
    expect(isEmptyDoughnut(statusSlices({ completed: 0, pending: 0, declined: 0 }))).toBe(true);
    expect(isEmptyDoughnut(slices)).toBe(false);
    expect(isEmptyDoughnut([])).toBe(true);
  });
});

describe('monthly line', () => {
  const november = monthRow(
    '11/2025',
    { completed: 200_000, pending: 50_000, declined: 50_000 },
    { completed: 2, pending: 1, declined: 1 },
  );
  const rows = monthlyRows({ '11/2025': november });

  test('billed (paid), pending and declined in cents, one point per month, oldest first', () => {
    const data = monthlyLineData(rows);
    expect(data.labels).toHaveLength(12);
    expect(data.labels?.[0]).toBe('04/2025');
    expect(data.datasets.map((d) => d.label)).toEqual(['Total Faturado', 'Pendentes', 'Rejeitadas']);
    expect(data.datasets.map((d) => d.data[7])).toEqual([200_000, 50_000, 50_000]);
    expect(MONTHLY_SERIES).toHaveLength(3);
  });

  test('axis titles and abbreviated BRL ticks', () => {
    const options = monthlyLineOptions(rows);
    const x = options.scales?.x as { title: { text: string } };
    const y = options.scales?.y as {
      title: { text: string };
      ticks: { callback: (v: number | string) => string };
    };
    expect(x.title.text).toBe('Período (Mês/Ano)');
    expect(y.title.text).toBe('Faturamento (R$)');
    expect(y.ticks.callback.call(undefined, 120_000_000)).toBe('R$ 1,2M');
    expect(brlTick(3_500_000)).toBe('R$ 35K');
    expect(brlTick(90_000)).toBe('R$ 900');
    expect(brlTick(0)).toBe('R$ 0');
    // chart.js may put a tick between two cents; it is rounded, never thrown on.
    expect(brlTick(0.4)).toBe('R$ 0');
    expect(brlTick('250000')).toBe('R$ 2,5K');
  });

  test('tooltip: period, value or Sem movimentação, count, average ticket and approval rate', () => {
    const options = monthlyLineOptions(rows);
    const callbacks = options.plugins?.tooltip?.callbacks as unknown as {
      title: (items: TooltipItem<'line'>[]) => string;
      label: (item: TooltipItem<'line'>) => string;
      footer: (items: TooltipItem<'line'>[]) => string[];
    };
    const at = (dataIndex: number, label: string, y: number) =>
      ({ dataIndex, dataset: { label }, parsed: { x: dataIndex, y } }) as unknown as TooltipItem<'line'>;
    expect(callbacks.title([at(7, 'Total Faturado', 300_000)])).toBe('Período: 11/2025');
    expect(plain(callbacks.label(at(7, 'Total Faturado', 300_000)))).toBe('Total Faturado: R$ 3.000,00');
    expect(callbacks.label(at(6, 'Pendentes', 0))).toBe('Pendentes: Sem movimentação');
    expect(callbacks.footer([at(7, 'Total Faturado', 300_000)]).map(plain)).toEqual([
      'Transações: 4',
      'Ticket médio: R$ 1.000,00',
      'Taxa de aprovação: 50,0%',
    ]);
    expect(plain(monthlyTooltipLabel('Rejeitadas', 50_000))).toBe('Rejeitadas: R$ 500,00');
    expect(monthlyTooltipFooter(rows[0]!).map(plain)).toEqual([
      'Transações: 0',
      'Ticket médio: R$ 0,00',
      'Taxa de aprovação: 0,0%',
    ]);
  });

  test('an empty year has nothing to draw', () => {
    expect(isEmptyMonthly(monthlyRows())).toBe(true);
    expect(isEmptyMonthly(rows)).toBe(false);
  });
});

describe('the sales line (seller report)', () => {
  const points = [
    { label: '09:00', count: 1, receitaCents: 1_000 },
    { label: '10:00', count: 0, receitaCents: 0 },
  ];

  test('draws revenue in cents per point, and reads it back in reais with the sales count', () => {
    expect(salesLineData(points).datasets[0]?.data).toEqual([1_000, 0]);
    expect(salesTooltip(points[0])).toEqual({ label: `Receita: ${formatBRL(1_000)}`, footer: ['Vendas: 1'] });
    expect(plain(salesTooltip(points[0]).label)).toBe('Receita: R$ 10,00');
    expect(salesTooltip(points[1]).label).toBe('Receita: Sem movimentação');
    const options = salesLineOptions(points, 'Hora');
    expect(options.scales?.x).toMatchObject({ title: { text: 'Hora' } });
  });

  test('a period without sales is empty', () => {
    expect(isEmptySales([{ label: '09:00', count: 0, receitaCents: 0 }])).toBe(true);
    expect(isEmptySales(points)).toBe(false);
  });
});
