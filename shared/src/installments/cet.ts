import { divideRoundHalfUp } from './annuity';

/**
 * The CET (custo efetivo total) of an installment option, as an annual percent in hundredths: the
 * internal rate of return of the payer's cash flow (the price received now, `times` payments of
 * `valueCents` monthly), compounded over 12 months. It is computed from the charged installments,
 * so it includes their rounding to the cent, which the plan's nominal rate does not.
 *
 * Exact integer arithmetic: the monthly rate is found by bisection as an integer over S = 10^12
 * (present values compared as BigInt ratios, no floats), then ((1 + i)^12 − 1) is rounded half-up
 * to the hundredth of a percent. Bisection to 10^-12 a month moves the annual figure by far less
 * than 0.005 point, so the rounding is the exact one but for a tie at the 13th digit.
 */
const S = 10n ** 12n;
const ITERATIONS = 48;

/** True when the payments discounted at monthly rate i/S are worth more than the price. */
function presentValueExceeds(priceCents: bigint, valueCents: bigint, times: number, i: bigint): boolean {
  // PV = value · Σ_{k=1..n} S^k (S+i)^(n−k) / (S+i)^n, compared without dividing; the sum by Horner.
  const base = S + i;
  let sum = 0n;
  let sPow = 1n;
  let basePow = 1n;
  for (let k = 1; k <= times; k += 1) {
    sPow *= S;
    sum = sum * base + sPow;
    basePow *= base;
  }
  return valueCents * sum > priceCents * basePow;
}

export function cetHundredths(priceCents: number, valueCents: number, times: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0) throw new RangeError('Valor inválido');
  if (!Number.isSafeInteger(valueCents) || valueCents <= 0) throw new RangeError('Parcela inválida');
  if (!Number.isSafeInteger(times) || times < 1) throw new RangeError('Quantidade de parcelas inválida');
  const price = BigInt(priceCents);
  const value = BigInt(valueCents);
  if (value * BigInt(times) <= price) return 0;
  let lo = 0n;
  let hi = S; // 100% a month: far above any plan (999,99% a.a. nominal is 83% a month)
  for (let step = 0; step < ITERATIONS && hi - lo > 1n; step += 1) {
    const mid = (lo + hi) / 2n;
    if (presentValueExceeds(price, value, times, mid)) lo = mid;
    else hi = mid;
  }
  const monthly = (lo + hi) / 2n;
  const s12 = S ** 12n;
  return Number(divideRoundHalfUp(((S + monthly) ** 12n - s12) * 10_000n, s12));
}
