import { saoPauloWallClock } from '@pagora/shared';

/** A Sao Paulo calendar month as the rollup stores it ('2026-11-01') and as screens key it ('11/2026'). */
export type Month = { date: string; key: string };

const pad = (n: number) => String(n).padStart(2, '0');

export function monthOf(year: number, month: number): Month {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return { date: `${y}-${pad(m)}-01`, key: `${pad(m)}/${y}` };
}

/** The last `n` months ending with the current one, oldest first. */
export function lastMonths(n: number, now: Date = new Date()): Month[] {
  const w = saoPauloWallClock(now);
  return Array.from({ length: n }, (_, i) => monthOf(w.year, w.month - (n - 1) + i));
}

export const currentMonth = (now: Date = new Date()): Month => lastMonths(1, now)[0]!;
export const previousMonth = (now: Date = new Date()): Month => lastMonths(2, now)[0]!;
