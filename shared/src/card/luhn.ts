/** Mod-10 (Luhn) check on a card number; spaces and hyphens from masks are ignored. */
export function luhnValid(number: string): boolean {
  if (typeof number !== 'string') return false;
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const cardDigits = (number: string): string => (number ?? '').replace(/\D/g, '');

/** The only parts of a card number we may keep (never store or log the full PAN). */
export const cardLast4 = (number: string): string => cardDigits(number).slice(-4);
export const cardFirst4 = (number: string): string => cardDigits(number).slice(0, 4);
