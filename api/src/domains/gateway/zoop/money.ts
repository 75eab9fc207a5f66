import { decimalStringToCents as sharedDecimalToCents } from '@pagora/shared';

/**
 * Zoop answers money as decimal strings in reais ("543.21"). `parseFloat(x) * 100` drifts
 * (0.29 * 100 = 28.999…), so the shared string-based conversion does it. A number (never seen,
 * but tolerated so a charge that exists is not lost to a parse error) goes through its decimal
 * text, and exponent forms are rejected rather than guessed.
 */
export function decimalStringToCents(value: string | number): number {
  const text = typeof value === 'number' ? String(value) : value;
  try {
    return sharedDecimalToCents(text);
  } catch (err) {
    throw new Error(`Valor monetário inválido do provedor: "${text}"`, { cause: err });
  }
}

/** Hundredths of a percent as the decimal Zoop's `percentage` expects (1050 → 10.5). */
export function hundredthsToPercentage(hundredths: number): number {
  // Integer ÷ 100 is the shortest decimal for every integer, so JSON carries it exactly.
  return hundredths / 100;
}
