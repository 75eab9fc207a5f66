import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatDate, formatDateTime, lastNMonthKeys, monthKey } from './format-date';
import { saoPauloInstant } from './sao-paulo-time';
import { isWithinWindow, lastNDaysWindow, periodWindow, reportWindow } from './windows';

// 2024-03-01T02:30Z is still 29 Feb 23:30 in Sao Paulo (UTC-3): every assertion below depends on it.
const lateLeapNight = new Date('2024-03-01T02:30:00Z');

test('formatDate and formatDateTime use Sao Paulo time', () => {
  assert.equal(formatDate(lateLeapNight), '29/02/2024');
  assert.equal(formatDateTime(lateLeapNight), '29/02/2024 23:30');
  assert.equal(formatDateTime('2024-01-05T15:04:00Z'), '05/01/2024 12:04');
  assert.equal(formatDateTime(Date.UTC(2024, 0, 5, 3, 0)), '05/01/2024 00:00');
  assert.equal(formatDate('2024-12-31T12:00:00-03:00'), '31/12/2024');
});

test('historical dates use the DST offset of their day', () => {
  // Brazil observed DST (UTC-2) in January 2018.
  assert.equal(formatDateTime('2018-01-10T12:00:00Z'), '10/01/2018 10:00');
});

test('a bare YYYY-MM-DD stays the calendar day it names', () => {
  assert.equal(formatDate('2024-05-10'), '10/05/2024');
  assert.equal(formatDateTime('2024-05-10'), '10/05/2024');
  assert.equal(monthKey('2024-05-01'), '05/2024');
});

test('unreadable dates format as empty', () => {
  assert.equal(formatDate(''), '');
  assert.equal(formatDate('não é data'), '');
  assert.equal(formatDateTime('x'), '');
  assert.equal(monthKey(new Date(Number.NaN)), '');
});

test('monthKey and lastNMonthKeys', () => {
  assert.equal(monthKey(lateLeapNight), '02/2024');
  assert.deepEqual(lastNMonthKeys(3, lateLeapNight), ['12/2023', '01/2024', '02/2024']);
  const twelve = lastNMonthKeys(12, new Date('2024-06-15T12:00:00Z'));
  assert.equal(twelve.length, 12);
  assert.equal(twelve[0], '07/2023');
  assert.equal(twelve[11], '06/2024');
  assert.deepEqual(lastNMonthKeys(0, lateLeapNight), []);
});

test('saoPauloInstant finds the UTC instant of a wall time', () => {
  assert.equal(saoPauloInstant(2024, 2, 29).toISOString(), '2024-02-29T03:00:00.000Z');
  assert.equal(saoPauloInstant(2024, 13, 1).toISOString(), '2025-01-01T03:00:00.000Z');
  assert.equal(saoPauloInstant(2018, 1, 10, 10).toISOString(), '2018-01-10T12:00:00.000Z');
});

test('periodWindow gives half-open calendar windows in Sao Paulo', () => {
  const iso = (w: ReturnType<typeof periodWindow>) => w && [w.from.toISOString(), w.to.toISOString()];
  assert.equal(periodWindow('all', lateLeapNight), null);
  assert.deepEqual(iso(periodWindow('today', lateLeapNight)), [
    '2024-02-29T03:00:00.000Z',
    '2024-03-01T03:00:00.000Z',
  ]);
  assert.deepEqual(iso(periodWindow('yesterday', lateLeapNight)), [
    '2024-02-28T03:00:00.000Z',
    '2024-02-29T03:00:00.000Z',
  ]);
  assert.deepEqual(iso(periodWindow('month', lateLeapNight)), [
    '2024-02-01T03:00:00.000Z',
    '2024-03-01T03:00:00.000Z',
  ]);
  assert.deepEqual(iso(periodWindow('lastMonth', lateLeapNight)), [
    '2024-01-01T03:00:00.000Z',
    '2024-02-01T03:00:00.000Z',
  ]);
  const january = new Date('2024-01-15T12:00:00Z');
  assert.deepEqual(iso(periodWindow('lastMonth', january)), [
    '2023-12-01T03:00:00.000Z',
    '2024-01-01T03:00:00.000Z',
  ]);
});

test('isWithinWindow excludes the end', () => {
  const today = periodWindow('today', lateLeapNight);
  assert.ok(isWithinWindow(new Date('2024-02-29T03:00:00Z'), today));
  assert.ok(!isWithinWindow(new Date('2024-03-01T03:00:00Z'), today));
  assert.ok(isWithinWindow(new Date(0), null));
});

test('reportWindow: day from midnight, week 7 days, month one calendar month', () => {
  const now = new Date('2024-03-31T15:00:00Z'); // 12:00 in Sao Paulo
  const day = reportWindow('day', now);
  assert.equal(day.from.toISOString(), '2024-03-31T03:00:00.000Z');
  assert.ok(isWithinWindow(now, day));
  assert.equal(reportWindow('week', now).from.toISOString(), '2024-03-24T15:00:00.000Z');
  assert.equal(reportWindow('month', now).from.toISOString(), '2024-02-29T15:00:00.000Z');
  assert.equal(
    reportWindow('month', new Date('2024-01-15T15:00:00Z')).from.toISOString(),
    '2023-12-15T15:00:00.000Z',
  );
  assert.equal(lastNDaysWindow(31, now).from.toISOString(), '2024-02-29T15:00:00.000Z');
});
