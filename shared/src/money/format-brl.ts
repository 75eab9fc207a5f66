import { type Cents, assertCents, centsToDecimalString } from './cents';

/** Chart ticks only: made on first use, since the first Intl object a page builds loads ICU data. */
let compactNumber: Intl.NumberFormat | undefined;
const compact = (): Intl.NumberFormat =>
  (compactNumber ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }));

/**
 * Intl accepts a decimal string and formats it exactly (ES2023); engines that predate that convert
 * the string to the same double a number would give, so the output matches either way.
 */
const formatDecimal = (format: Intl.NumberFormat, decimal: string): string =>
  (format.format as (value: string) => string)(decimal);

/**
 * 123456 -> 'R$ 1.234,56', character for character what Intl's pt-BR currency format gives (the
 * no-break space after the symbol, '-R$' for negatives; a test compares them), in integer math.
 * Not Intl: the first Intl object a page builds loads ICU's locale data, the longest task of the
 * payer page's start on a phone (docs/decisions/030-brl-without-intl.md).
 */
export function formatBRL(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const reais = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}R$\u00a0${reais},${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds |n| / divisor half-up (away from zero) to an integer, in integer math. */
function roundedQuotient(abs: number, divisor: number): number {
  const q = Math.trunc(abs / divisor);
  return (abs % divisor) * 2 >= divisor ? q + 1 : q;
}

/** Tenths as a decimal string with the trailing ',0' dropped: 12 -> '1.2', 10 -> '1'. */
const tenthsToDecimal = (tenths: number): string =>
  tenths % 10 === 0 ? String(tenths / 10) : `${Math.trunc(tenths / 10)}.${tenths % 10}`;

/**
 * Axis ticks: 'R$ 1,2M', 'R$ 3,4K', 'R$ 950'. One decimal, rounded half-up; a value that rounds to
 * 1000K is promoted to 'R$ 1M'. Uses a plain space: ticks are drawn on a canvas, not wrapped text.
 */
export function formatBRLCompact(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const thousandTenths = roundedQuotient(abs, 10_000);
  if (thousandTenths >= 10_000) {
    const millionTenths = roundedQuotient(abs, 10_000_000);
    return `${sign}R$ ${formatDecimal(compact(), tenthsToDecimal(millionTenths))}M`;
  }
  if (abs >= 100_000) return `${sign}R$ ${formatDecimal(compact(), tenthsToDecimal(thousandTenths))}K`;
  return `${sign}R$ ${formatDecimal(compact(), centsToDecimalString(abs))}`;
}
