import { averageCents, monthName, percentNumberText, percentText, signedPercentText } from '../format';

test('percentText: one decimal, pt-BR, 0,0% without a whole', () => {
  expect(percentText(450_000, 550_000)).toBe('81,8%');
  expect(percentText(1, 3)).toBe('33,3%');
  expect(percentText(2, 3)).toBe('66,7%');
  expect(percentText(5, 5)).toBe('100,0%');
  expect(percentText(0, 0)).toBe('0,0%');
  expect(percentNumberText(1, 8)).toBe('12,5');
});

test('signedPercentText shows the sign of a change', () => {
  expect(signedPercentText(50)).toBe('+50,0%');
  expect(signedPercentText(-12.345)).toBe('-12,3%');
  expect(signedPercentText(0)).toBe('0,0%');
  expect(signedPercentText(1234.5)).toBe('+1.234,5%');
});

test('averageCents rounds to a whole cent, half away from zero, in integer math', () => {
  expect(averageCents(450_000, 9)).toBe(50_000);
  expect(averageCents(1000, 3)).toBe(333);
  expect(averageCents(1001, 2)).toBe(501);
  expect(averageCents(-1001, 2)).toBe(-501);
  expect(averageCents(0, 4)).toBe(0);
  expect(averageCents(1000, 0)).toBeNull();
});

test('monthName names the month of an MM/YYYY key', () => {
  expect(monthName('03/2026')).toBe('Março/2026');
  expect(monthName('12/2025')).toBe('Dezembro/2025');
  expect(monthName('13/2025')).toBe('13/2025');
  expect(monthName('março')).toBe('março');
});
