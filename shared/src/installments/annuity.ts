/**
 * The compound annuity payment PMT = P·i / (1 − (1 + i)^−n), with the monthly rate
 * i = annual% / 100 / 12 = rateHundredths / 120000. Substituting i = r/D (D = 120000) gives
 *   PMT = P · r · (D + r)^n / (D · ((D + r)^n − D^n)),
 * a ratio of integers, evaluated exactly in BigInt and rounded half-up to the cent at the very end.
 */

const D = 120_000n;

export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n || numerator < 0n) throw new RangeError('Divisão fora do domínio');
  const q = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? q + 1n : q;
}

/** Exact annuity payment in cents (half-up). rateHundredths must be > 0; count >= 1. */
export function annuityPaymentCents(principalCents: number, rateHundredths: number, count: number): number {
  if (!Number.isSafeInteger(principalCents) || principalCents < 0) throw new RangeError('Valor inválido');
  if (!Number.isSafeInteger(rateHundredths) || rateHundredths <= 0) throw new RangeError('Taxa inválida');
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('Quantidade de parcelas inválida');
  const r = BigInt(rateHundredths);
  const n = BigInt(count);
  const grown = (D + r) ** n;
  const numerator = BigInt(principalCents) * r * grown;
  const denominator = D * (grown - D ** n);
  return Number(divideRoundHalfUp(numerator, denominator));
}
