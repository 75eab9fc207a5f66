import { saoPauloWallClock } from '../dates/sao-paulo-time';

/** Card form masks (spec 000 section 5): number in groups of 4 (19 chars), expiry MM/AA, cvc 4 digits. */

export function maskCardNumber(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The slash appears once the third digit is typed: '12' -> '12', '123' -> '12/3'. */
export function maskExpiry(value: string): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const maskCvc = (value: string): string => (value ?? '').replace(/\D/g, '').slice(0, 4);

export const EXPIRY_RE = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/**
 * 'MM/AA' is valid through the last day of that month, judged on the Sao Paulo calendar so a card
 * expiring this month still works at 23:59 local time. AA is read as 20AA.
 */
export function isExpiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = EXPIRY_RE.exec((expiry ?? '').trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const today = saoPauloWallClock(now);
  return year * 12 + month >= today.year * 12 + today.month;
}
