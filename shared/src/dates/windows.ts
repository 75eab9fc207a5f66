import { daysInMonth, saoPauloInstant, saoPauloMidnight, saoPauloWallClock } from './sao-paulo-time';

/**
 * Filter windows are half-open, [from, to): a transaction at exactly `to` belongs to the next
 * window, so consecutive windows never count a transaction twice.
 */
export interface DateWindow {
  from: Date;
  to: Date;
}

export const TRANSACTION_PERIODS = ['all', 'today', 'yesterday', 'month', 'lastMonth'] as const;
export type TransactionPeriod = (typeof TRANSACTION_PERIODS)[number];

/** Calendar windows in Sao Paulo for the list filters; null for 'all'. */
export function periodWindow(period: TransactionPeriod, now: Date = new Date()): DateWindow | null {
  const w = saoPauloWallClock(now);
  switch (period) {
    case 'all':
      return null;
    case 'today':
      return {
        from: saoPauloMidnight(w.year, w.month, w.day),
        to: saoPauloMidnight(w.year, w.month, w.day + 1),
      };
    case 'yesterday':
      return {
        from: saoPauloMidnight(w.year, w.month, w.day - 1),
        to: saoPauloMidnight(w.year, w.month, w.day),
      };
    case 'month':
      return { from: saoPauloMidnight(w.year, w.month, 1), to: saoPauloMidnight(w.year, w.month + 1, 1) };
    case 'lastMonth':
      return { from: saoPauloMidnight(w.year, w.month - 1, 1), to: saoPauloMidnight(w.year, w.month, 1) };
  }
}

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_BUTTON_LABELS: Record<ReportPeriod, string> = {
  day: 'Dia',
  week: 'Semana',
  month: 'Mês',
};
export const REPORT_PERIOD_CARD_LABELS: Record<ReportPeriod, string> = {
  day: 'Hoje',
  week: '7 dias',
  month: '30 dias',
};

/**
 * Seller report windows ending at `now` (exclusive end one millisecond later so `now` itself counts):
 * day from Sao Paulo midnight, week the last 7 days, month the same wall time one calendar month
 * earlier (31 March -> 28/29 February).
 */
export function reportWindow(period: ReportPeriod, now: Date = new Date()): DateWindow {
  const to = new Date(now.getTime() + 1);
  const w = saoPauloWallClock(now);
  if (period === 'day') return { from: saoPauloMidnight(w.year, w.month, w.day), to };
  if (period === 'week') return { from: new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000), to };
  const prevYear = w.month === 1 ? w.year - 1 : w.year;
  const prevMonth = w.month === 1 ? 12 : w.month - 1;
  const day = Math.min(w.day, daysInMonth(prevYear, prevMonth));
  return { from: saoPauloInstant(prevYear, prevMonth, day, w.hour, w.minute, w.second), to };
}

/** The rolling "last n days" stats window of the second dashboard variant (n = 31). */
export const lastNDaysWindow = (days: number, now: Date = new Date()): DateWindow => ({
  from: new Date(now.getTime() - days * 24 * 60 * 60 * 1000),
  to: new Date(now.getTime() + 1),
});

export function isWithinWindow(instant: Date, window: DateWindow | null): boolean {
  if (window === null) return true;
  const t = instant.getTime();
  return t >= window.from.getTime() && t < window.to.getTime();
}
