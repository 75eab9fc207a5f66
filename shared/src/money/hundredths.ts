/**
 * Percentages and rates typed with at most two decimals ('1,5', '2.99', 12.5) read as integer
 * hundredths (150, 299, 1250). No thousands separators here: a percentage never has one, so '1.234'
 * is three decimals and refused rather than read as 1234.
 */
export function parseHundredths(input: number | string, maxIntegerDigits = 15): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = /^(\d*)(?:[.,](\d{0,2}))?$/.exec(text);
  if (!match || !/\d/.test(text)) return null;
  const whole = match[1] ?? '';
  if (whole.length > maxIntegerDigits) return null;
  const value = Number(whole || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/** 150 -> '1,5', 299 -> '2,99', 100 -> '1': the pt-BR way a person writes the rate back. */
export function hundredthsToDecimalText(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`Valor inválido: ${hundredths}`);
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.trunc(abs / 100)}${fraction ? `,${fraction}` : ''}`;
}
