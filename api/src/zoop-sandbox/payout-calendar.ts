/**
 * Settlement dates of the sandbox's ledger, as `YYYY-MM-DD` in Brasília time (UTC−3 all year:
 * Brazil dropped daylight saving in 2019). Business days skip weekends and the days banks close
 * nationally (FEBRABAN): the fixed national holidays, Carnival Monday and Tuesday, Good Friday and
 * Corpus Christi. Municipal holidays are out of scope. ADR 021 says why this is not a library.
 */

const BRASILIA_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** The calendar day in Brasília of an instant. */
export const brasiliaDate = (at: Date): string =>
  new Date(at.getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);

const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => format(parse(day) + days * DAY_MS);

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC midnight in ms. */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b + 13) / 25) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

const movable = new Map<number, Set<string>>();

function movableHolidays(year: number): Set<string> {
  let days = movable.get(year);
  if (!days) {
    const e = easter(year);
    // Carnival Monday/Tuesday, Good Friday, Corpus Christi.
    days = new Set([-48, -47, -2, 60].map((d) => format(e + d * DAY_MS)));
    movable.set(year, days);
  }
  return days;
}

export function isBusinessDay(day: string): boolean {
  const weekday = new Date(parse(day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.includes(day.slice(5))) return false;
  return !movableHolidays(Number(day.slice(0, 4))).has(day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: string): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}
