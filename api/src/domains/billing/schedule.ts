import { daysInMonth, saoPauloWallClock } from '@pagora/shared';

/**
 * Calendar math of the billing engine, on plain 'YYYY-MM-DD' dates in America/Sao_Paulo (a charge
 * date is a day, not an instant). Pure functions: the engine's tests drive them with any clock.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const format = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Today in São Paulo for an instant. */
export function saoPauloToday(now: Date): string {
  const c = saoPauloWallClock(now);
  return format(c.year, c.month, c.day);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/**
 * The next cycle's date: daily plans move by `interval` days; monthly by `interval` months on the
 * anchor day, clamped to the month's last day (anchor 31: Jan 31, Feb 28/29, Mar 31, Apr 30), so a
 * short month never drags later cycles to the 28th.
 */
export function nextCycleDate(
  date: string,
  frequency: 'diario' | 'mensal',
  interval: number,
  anchorDay: number,
): string {
  if (frequency === 'diario') return addDays(date, interval);
  const [y, m] = parts(date);
  const index = y * 12 + (m - 1) + interval;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(anchorDay, daysInMonth(year, month)));
}

/** Default retry schedule after a refused renewal: D+1, D+3, D+7 from the cycle's date. */
export const DEFAULT_RETRY_DAYS = [1, 3, 7] as const;

// Which refusals are hard (not retried) is decided with their labels, in decline-reasons.ts.
