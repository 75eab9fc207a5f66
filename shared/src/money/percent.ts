import { type Cents, assertCents } from './cents';

/**
 * Percentages are integers in hundredths of a percent (basis points): 2.5% = 250, 100% = 10000.
 * Rounding is half-up, symmetric for negatives (half away from zero), done in BigInt so that large
 * amounts times basis points never lose precision.
 */

const BASIS = 10_000n;

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = n / d + ((n % d) * 2n >= d ? 1n : 0n);
  return negative ? -q : q;
}

export function assertBasisPoints(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Percentual inválido: ${value}`);
}

/** percentOf(1000, 250) = 25 (2.5% of R$ 10,00); percentOf(1, 5000) = 1 (half-up). */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  assertCents(cents);
  assertBasisPoints(basisPoints);
  const result = Number(divideHalfUp(BigInt(cents) * BigInt(basisPoints), BASIS));
  assertCents(result);
  return result;
}

/**
 * Splits a payment among recipients. The total handed out is percentOf(total, sum of percentages);
 * each recipient gets the floor of its exact share and the leftover cents go one by one to the
 * largest fractional remainders (ties: earlier recipient first), so the parts always add up to it.
 * What is not allocated stays with the seller.
 */
export function splitByPercentages(totalCents: Cents, percentagesInHundredths: readonly number[]): Cents[] {
  assertCents(totalCents);
  if (totalCents < 0) throw new RangeError('O total do split não pode ser negativo');
  let sum = 0;
  for (const p of percentagesInHundredths) {
    assertBasisPoints(p);
    if (p <= 0) throw new RangeError('Todas as porcentagens devem ser maiores que 0');
    sum += p;
  }
  if (sum > 10_000) throw new RangeError('A soma das porcentagens do split não pode ultrapassar 100%');
  const share = percentOf(totalCents, sum);
  const total = BigInt(totalCents);
  const exact = percentagesInHundredths.map((p, index) => {
    const scaled = total * BigInt(p);
    return { index, floor: Number(scaled / BASIS), remainder: scaled % BASIS };
  });
  const parts = exact.map((e) => e.floor);
  let leftover = share - parts.reduce((a, b) => a + b, 0);
  const byRemainder = [...exact].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const e of byRemainder) {
    if (leftover <= 0) break;
    parts[e.index] = (parts[e.index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}
