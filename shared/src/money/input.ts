import { type Cents, assertCents } from './cents';

/**
 * 1234 -> '12,34', 5 -> '0,05', 123456789 -> '1234567,89': an amount written back into a form
 * input the way a person types it (decimal comma, no thousands dots, which parseReais reads back to
 * the same cents). Built from the integer's digits only: no division, no float, no toFixed, so
 * no amount ever comes back a cent off.
 */
export function centsToInput(cents: Cents): string {
  assertCents(cents);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)},${digits.slice(-2)}`;
}
