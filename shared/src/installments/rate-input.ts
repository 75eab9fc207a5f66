import { hundredthsToDecimalText, parseHundredths } from '../money/hundredths';

/**
 * Interest-plan rate inputs (spec 001 section 5): up to 3 integer digits, an optional comma and up
 * to 2 decimals ('1,0', '1,5', '12,99'); empty means 0. A '.' is taken as the comma too, because API
 * clients send '2.99'. Returns the annual rate in hundredths of a percent, or null when refused.
 */
export function rateInputToHundredths(input: string | number): number | null {
  if (typeof input === 'string' && input.trim() === '') return 0;
  return parseHundredths(input, 3);
}

/** 150 -> '1,5'; the text shown back in the rate input and in installment labels. */
export const hundredthsToRateString = (rateHundredths: number): string =>
  hundredthsToDecimalText(rateHundredths);

export const MAX_RATE_HUNDREDTHS = 99_999;
