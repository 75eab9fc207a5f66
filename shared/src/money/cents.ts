/**
 * Money inside Pagora is an integer number of centavos. Every conversion below works on the decimal
 * string, never on float arithmetic, so 0.1 + 0.2 style drift cannot reach a balance or a charge.
 */

export type Cents = number;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertCents(value: unknown): asserts value is Cents {
  if (!isCents(value)) throw new RangeError(`Valor em centavos inválido: ${String(value)}`);
}

export function sumCents(values: readonly Cents[]): Cents {
  let total = 0;
  for (const v of values) {
    assertCents(v);
    total += v;
  }
  assertCents(total);
  return total;
}

/** 1234 -> '12.34', -5 -> '-0.05', 0 -> '0.00'. The wire format for reais. */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Only for APIs that insist on a JS number of reais. Parsing the exact decimal string yields the
 * nearest double, which is what a human writing 12.34 in code would get.
 */
export function centsToReais(cents: Cents): number {
  return Number(centsToDecimalString(cents));
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Provider answers such as '5.00', '1234.5', '10' or '-3.20'. Digits past the second decimal are
 * accepted only when they are zeros ('5.000'), so the conversion stays exact; anything else throws.
 */
export function decimalStringToCents(value: string): Cents {
  const match = PLAIN_DECIMAL.exec(typeof value === 'string' ? value.trim() : '');
  if (!match) throw new RangeError(`Valor decimal inválido: ${String(value)}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(2))) throw new RangeError(`Valor com mais de 2 casas decimais: ${value}`);
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const signed = sign === '-' && cents !== 0 ? -cents : cents;
  if (!isCents(signed) || !Number.isSafeInteger(Number(whole) * 100)) {
    throw new RangeError(`Valor fora do intervalo: ${value}`);
  }
  return signed;
}
