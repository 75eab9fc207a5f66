import { type Cents, isCents } from './cents';

/**
 * Reads an amount typed or sent in reais: numbers, 'R$ 1.234,56', '1.234,56', '1234,56', '1234.56',
 * '1,234.56', '12', '12.5'. Separator rules: with both ',' and '.', the last one is the decimal
 * separator; a lone separator followed by 1-2 digits is decimal; a lone '.' or ',' followed by
 * groups of exactly 3 digits is a thousands separator ('1.234' = R$ 1.234,00). There is deliberately
 * no "divide by 100 when large" guessing: an amount means what it says or it is rejected.
 */

export type ReaisParseFailure = 'empty' | 'invalid' | 'negative' | 'below-one-cent' | 'too-many-decimals';
export type ReaisParseResult = { ok: true; cents: Cents } | { ok: false; reason: ReaisParseFailure };

const fail = (reason: ReaisParseFailure): ReaisParseResult => ({ ok: false, reason });

function fromParts(whole: string, fraction: string): ReaisParseResult {
  if (fraction.length > 2) {
    const belowOneCent = /^0*$/.test(whole) && /^00/.test(fraction) && /[1-9]/.test(fraction);
    return fail(belowOneCent ? 'below-one-cent' : 'too-many-decimals');
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return isCents(cents) ? { ok: true, cents } : fail('invalid');
}

const grouped = (whole: string, sep: string): string | null => {
  const re = sep === '.' ? /^[1-9]\d{0,2}(\.\d{3})+$/ : /^[1-9]\d{0,2}(,\d{3})+$/;
  return re.test(whole) ? whole.split(sep).join('') : null;
};

function parseText(text: string): ReaisParseResult {
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return fail('invalid');
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const thousands = decimalAt === lastDot ? ',' : '.';
    const whole = text.slice(0, decimalAt);
    const fraction = text.slice(decimalAt + 1);
    const plainWhole = grouped(whole, thousands);
    if (plainWhole === null || !/^\d+$/.test(fraction)) return fail('invalid');
    return fromParts(plainWhole, fraction);
  }
  const sep = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (sep === null) return fromParts(text, '');
  const pieces = text.split(sep);
  if (pieces.length === 2 && /^\d{0,2}$/.test(pieces[1] ?? '') && pieces[1] !== '') {
    return fromParts(pieces[0] ?? '', pieces[1] ?? '');
  }
  const plainWhole = grouped(text, sep);
  if (plainWhole !== null) return fromParts(plainWhole, '');
  // One separator that cannot be thousands ('12.3456', '0,001'): a decimal with too many places.
  if (pieces.length === 2 && /^\d*$/.test(pieces[0] ?? '') && /^\d{3,}$/.test(pieces[1] ?? '')) {
    return fromParts(pieces[0] ?? '', pieces[1] ?? '');
  }
  return fail('invalid');
}

/** Same rules as parseReais, but says why an input was refused (forms pick the message from it). */
export function parseReaisDetailed(input: number | string | null | undefined): ReaisParseResult {
  if (input === null || input === undefined) return fail('empty');
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return fail('invalid');
    if (input < 0) return fail('negative');
    // The shortest round-trip representation is what the caller wrote: 12.34 -> '12.34'.
    const match = /^(\d+)(?:\.(\d+))?$/.exec(String(input));
    if (!match) return /e-/.test(String(input)) ? fail('below-one-cent') : fail('invalid');
    return fromParts(match[1] ?? '', match[2] ?? '');
  }
  if (typeof input !== 'string') return fail('invalid');
  const text = input.replace(/R\$|BRL|\s/gi, '');
  if (text === '') return fail('empty');
  if (text.startsWith('-')) {
    const rest = parseText(text.slice(1));
    return rest.ok ? fail('negative') : rest;
  }
  return parseText(text.startsWith('+') ? text.slice(1) : text);
}

export function parseReais(input: number | string): Cents | null {
  const result = parseReaisDetailed(input);
  return result.ok ? result.cents : null;
}

export function reaisToCents(input: number | string): Cents {
  const result = parseReaisDetailed(input);
  if (!result.ok) throw new RangeError(`Valor em reais inválido (${result.reason}): ${String(input)}`);
  return result.cents;
}
