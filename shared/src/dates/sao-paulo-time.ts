/**
 * Wall-clock arithmetic in America/Sao_Paulo. Formatting and windows must not depend on the TZ of
 * the server or of the payer's laptop, and historical dates still carry Brazil's old DST offsets,
 * so the offset is asked of Intl for each instant instead of hard-coding UTC-3.
 */

export const SAO_PAULO_TZ = 'America/Sao_Paulo';

export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * Made on first use, not when the module loads: building a DateTimeFormat with a time zone loads
 * ICU's zone data: in a Chromium trace of `/pay` (4x CPU slowdown) it was two thirds of the task
 * that loads the checkout, and the payer's first screen shows no date.
 */
let formatter: Intl.DateTimeFormat | undefined;
const partsFormat = (): Intl.DateTimeFormat =>
  (formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));

const HOUR_MS = 3_600_000;
/** UTC offset (ms) per UTC hour: offsets only ever change on an hour boundary. Bounded. */
const offsets = new Map<number, number>();

function offsetAt(hour: number): number {
  const cached = offsets.get(hour);
  if (cached !== undefined) return cached;
  const parts = partsFormat().formatToParts(new Date(hour * HOUR_MS));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  const offset =
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) -
    hour * HOUR_MS;
  if (offsets.size > 50_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/**
 * The Sao Paulo wall clock at `instant`. Intl is asked once per hour of time (exports format a
 * million dates), then the offset is applied with plain UTC arithmetic.
 */
export function saoPauloWallClock(instant: Date): WallClock {
  const t = instant.getTime();
  const local = new Date(t + offsetAt(Math.floor(t / HOUR_MS)));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const wallAsUtc = (w: WallClock): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/**
 * The instant at which Sao Paulo clocks show the given wall time. Out-of-range fields roll over like
 * Date.UTC does (day 0 = last day of the previous month). Two passes settle offset changes.
 */
export function saoPauloInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const target = Date.UTC(year, month - 1, day, hour, minute, second);
  let guess = target;
  for (let pass = 0; pass < 2; pass += 1) {
    const offset = wallAsUtc(saoPauloWallClock(new Date(guess))) - guess;
    guess = target - offset;
  }
  return new Date(guess);
}

export const saoPauloMidnight = (year: number, month: number, day: number): Date =>
  saoPauloInstant(year, month, day);

export const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
