/**
 * Brasília days (UTC−3 all year since 2019), as the provider's books and the sandbox date money:
 * a fixed offset, so a line's day is the one the provider's history gives the same instant.
 */
const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const brasiliaDay = (at: Date): string =>
  new Date(at.getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (inclusive), in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The last 30 days up to today when the caller names no period. */
export function periodOf(q: { from?: string | undefined; to?: string | undefined }, now = new Date()) {
  const to = q.to ?? brasiliaDay(now);
  return { from: q.from ?? addDays(to, -29), to };
}
