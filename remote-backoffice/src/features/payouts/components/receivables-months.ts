import { saoPauloWallClock } from '@pagora/shared';

export type Receivable = { date: string; amountCents: number };
export type MonthTotal = { key: string; label: string; cents: number };
export type DayGroup = { month: string; days: Receivable[] };

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The receivables per day (the server may send a day twice), by date, summed in integer cents. */
export function byDay(receivables: readonly Receivable[]): Receivable[] {
  const days = new Map<string, number>();
  for (const r of receivables) days.set(r.date, (days.get(r.date) ?? 0) + r.amountCents);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, amountCents]) => ({ date, amountCents }));
}

/** The days under their month's heading ('novembro de 2026' style keys: 'nov/2026'). */
export function groupByMonth(receivables: readonly Receivable[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const day of byDay(receivables)) {
    const month = monthLabel(day.date.slice(0, 7));
    const last = groups.at(-1);
    if (last?.month === month) last.days.push(day);
    else groups.push({ month, days: [day] });
  }
  return groups;
}

/** 'YYYY-MM' -> 'nov/2026'. */
function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return `${MONTHS[Number(month) - 1] ?? month}/${year}`;
}

/**
 * The twelve months from the current one (São Paulo's calendar), each with what becomes available
 * in it: the chart's bars. Days outside the window are left out, not folded into the edges.
 */
export function nextTwelveMonths(receivables: readonly Receivable[], now: Date = new Date()): MonthTotal[] {
  const w = saoPauloWallClock(now);
  const months: MonthTotal[] = [];
  for (let ahead = 0; ahead < 12; ahead += 1) {
    const index = w.year * 12 + (w.month - 1) + ahead;
    const key = `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
    months.push({ key, label: monthLabel(key), cents: 0 });
  }
  const byKey = new Map(months.map((m) => [m.key, m]));
  for (const r of receivables) {
    const month = byKey.get(r.date.slice(0, 7));
    if (month) month.cents += r.amountCents;
  }
  return months;
}
