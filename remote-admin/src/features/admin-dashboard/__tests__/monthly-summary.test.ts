import { demoMonthlyRows, monthRow, monthlyRows } from '../../../testing/report-fixtures';
import { summarizeMonths } from '../monthly-summary';

test('sums the period in cents and counts, with the average completed ticket', () => {
  const s = summarizeMonths(demoMonthlyRows());
  expect(s).toMatchObject({
    billedCents: 450_000,
    attemptedCents: 550_000,
    completedCents: 450_000,
    pendingCents: 50_000,
    declinedCents: 50_000,
    count: 11,
    completedCount: 9,
    pendingCount: 1,
    declinedCount: 1,
    averageTicketCents: 50_000,
  });
});

test('biggest, smallest billed month above zero and best completed month', () => {
  const s = summarizeMonths(demoMonthlyRows());
  expect(s.biggest?.month).toBe('11/2025');
  expect(s.smallest?.month).toBe('06/2025');
  expect(s.best?.month).toBe('11/2025');
});

test('growth from the first to the last month with a non-zero total', () => {
  const s = summarizeMonths(demoMonthlyRows());
  expect(s.growth?.from.month).toBe('06/2025');
  expect(s.growth?.to.month).toBe('03/2026');
  expect(s.growth?.percent).toBe(50);
  const falling = summarizeMonths(
    monthlyRows({
      '04/2025': monthRow('04/2025', { completed: 40_000 }, { completed: 1 }),
      '05/2025': monthRow('05/2025', { pending: 10_000 }, { pending: 1 }),
    }),
  );
  // A month of pending attempts only billed nothing: it is not an active month.
  expect(falling.growth).toBeNull();
  const down = summarizeMonths(
    monthlyRows({
      '04/2025': monthRow('04/2025', { completed: 40_000 }, { completed: 1 }),
      '05/2025': monthRow('05/2025', { completed: 10_000, pending: 90_000 }, { completed: 1, pending: 1 }),
    }),
  );
  expect(down.growth?.percent).toBe(-75);
});

test('fewer than two active months: no growth; an empty year: no months at all', () => {
  const one = summarizeMonths(
    monthlyRows({ '01/2026': monthRow('01/2026', { declined: 500 }, { declined: 1 }) }),
  );
  expect(one.growth).toBeNull();
  // Declined attempts bill nothing: no biggest or smallest month.
  expect(one.biggest).toBeNull();
  expect(one.smallest).toBeNull();
  // Nothing completed: no best month, no ticket.
  expect(one.best).toBeNull();
  expect(one.averageTicketCents).toBeNull();
  const none = summarizeMonths(monthlyRows());
  expect(none).toMatchObject({
    billedCents: 0,
    count: 0,
    biggest: null,
    smallest: null,
    best: null,
    growth: null,
  });
});

test('ties keep the earlier month', () => {
  const s = summarizeMonths(
    monthlyRows({
      '05/2025': monthRow('05/2025', { completed: 1_000 }, { completed: 1 }),
      '09/2025': monthRow('09/2025', { completed: 1_000 }, { completed: 1 }),
    }),
  );
  expect(s.biggest?.month).toBe('05/2025');
  expect(s.smallest?.month).toBe('05/2025');
  expect(s.growth?.percent).toBe(0);
});
