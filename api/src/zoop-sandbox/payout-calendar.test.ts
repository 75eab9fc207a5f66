// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDays, brasiliaDate, isBusinessDay, nextBusinessDay } from './payout-calendar';

test('an instant belongs to its Brasília day, three hours behind UTC', () => {
  assert.equal(brasiliaDate(new Date('2026-11-27T02:59:00Z')), '2026-11-26');
  assert.equal(brasiliaDate(new Date('2026-11-27T03:00:00Z')), '2026-11-27');
});

test('days are added across months and leap years', () => {
  assert.equal(addDays('2028-02-28', 1), '2028-02-29');
  assert.equal(addDays('2026-11-26', 30), '2026-12-26');
  assert.equal(addDays('2026-12-31', 90), '2027-03-31');
});

test('the next business day skips weekends', () => {
  assert.equal(nextBusinessDay('2026-11-26'), '2026-11-27'); // Thursday → Friday
  assert.equal(nextBusinessDay('2026-11-27'), '2026-11-30'); // Friday → Monday
  assert.equal(nextBusinessDay('2026-11-28'), '2026-11-30'); // Saturday → Monday
});

test('national and movable bank holidays are not business days', () => {
  assert.equal(isBusinessDay('2026-12-25'), false); // Christmas (Friday)
  assert.equal(isBusinessDay('2026-11-20'), false); // Consciência Negra (Friday)
  assert.equal(nextBusinessDay('2026-11-19'), '2026-11-23');
  // 2026: Easter on 5 April, so Carnival 16-17 Feb, Good Friday 3 Apr, Corpus Christi 4 Jun.
  for (const day of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04'])
    assert.equal(isBusinessDay(day), false, day);
  assert.equal(nextBusinessDay('2026-02-13'), '2026-02-18');
  assert.equal(isBusinessDay('2026-02-18'), true);
});
