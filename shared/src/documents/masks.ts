import { onlyDigits } from './cpf-cnpj';

/**
 * Input masks applied on every keystroke: they accept partial input and grow as digits are typed,
 * and they cut extra digits instead of refusing them (a paste with a trailing space still fits).
 */

/** Applies a pattern where '0' is a digit slot; stops at the last typed digit. */
function applyPattern(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '0') {
      out += digits[next];
      next += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

export const maskCpf = (value: string): string =>
  applyPattern(onlyDigits(value).slice(0, 11), '000.000.000-00');

export const maskCnpj = (value: string): string =>
  applyPattern(onlyDigits(value).slice(0, 14), '00.000.000/0000-00');

/** CPF while up to 11 digits are typed, CNPJ from the 12th (spec 001 section 5). */
export function maskCpfCnpj(value: string): string {
  const digits = onlyDigits(value);
  return digits.length <= 11 ? maskCpf(digits) : maskCnpj(digits);
}

/** '(DD) 9999-9999' up to 10 digits, '(DD) 99999-9999' at 11; at most 11 digits. */
export function maskPhone(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  return applyPattern(digits, digits.length === 11 ? '(00) 00000-0000' : '(00) 0000-0000');
}

export const maskCep = (value: string): string => applyPattern(onlyDigits(value).slice(0, 8), '00000-000');

/**
 * A CPF in a list shows only its middle six digits: '***.982.247-**'. A CNPJ identifies a company and
 * is public, but is hidden the same way for a uniform column: '**.345.678/0001-**'. Anything else
 * has every digit hidden, so a malformed value never leaks.
 */
export function maskCpfForList(value: string): string {
  const d = onlyDigits(value ?? '');
  if (d.length === 11) return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
  if (d.length === 14) return `**.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-**`;
  return (value ?? '').replace(/\d/g, '*');
}
