import { SAO_PAULO_TZ, saoPauloWallClock } from './sao-paulo-time';

export type DateInput = Date | string | number;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, size = 2): string => String(n).padStart(size, '0');

/**
 * 'YYYY-MM-DD' (a due date, a billing date) is a calendar day, not an instant: reading it as UTC
 * midnight would show the previous day in Sao Paulo. It is kept as the day it names.
 */
function calendarDay(input: DateInput): { year: number; month: number; day: number } | null {
  if (typeof input !== 'string') return null;
  const m = DATE_ONLY.exec(input.trim());
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

export function toDate(input: DateInput): Date | null {
  if (input === '' || input === null || input === undefined) return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'dd/mm/yyyy' in Sao Paulo; '' for a missing or unreadable date. */
export function formatDate(input: DateInput): string {
  const day = calendarDay(input);
  if (day) return `${pad(day.day)}/${pad(day.month)}/${pad(day.year, 4)}`;
  const date = toDate(input);
  if (!date) return '';
  const w = saoPauloWallClock(date);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;
}

/** 'dd/mm/yyyy HH:mm' (24 h) in Sao Paulo; a bare calendar day has no time and stays 'dd/mm/yyyy'. */
export function formatDateTime(input: DateInput): string {
  if (calendarDay(input)) return formatDate(input);
  const date = toDate(input);
  if (!date) return '';
  const w = saoPauloWallClock(date);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** 'MM/YYYY', the key of the monthly report; '' for an unreadable date. */
export function monthKey(input: DateInput): string {
  const day = calendarDay(input);
  if (day) return `${pad(day.month)}/${pad(day.year, 4)}`;
  const date = toDate(input);
  if (!date) return '';
  const w = saoPauloWallClock(date);
  return `${pad(w.month)}/${pad(w.year, 4)}`;
}

/** The last n month keys, oldest first, ending with the month of `now` (chart order). */
export function lastNMonthKeys(n: number, now: Date = new Date()): string[] {
  const w = saoPauloWallClock(now);
  const keys: string[] = [];
  for (let back = n - 1; back >= 0; back -= 1) {
    const index = w.year * 12 + (w.month - 1) - back;
    keys.push(`${pad((index % 12) + 1)}/${pad(Math.floor(index / 12), 4)}`);
  }
  return keys;
}

export { SAO_PAULO_TZ };
