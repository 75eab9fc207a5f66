/** CPF and CNPJ check-digit validation (Receita Federal mod-11 rules). Inputs may carry a mask. */

export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

const allSame = (digits: string): boolean => /^(\d)\1*$/.test(digits);

function mod11Digit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11 || allSame(d)) return false;
  const first = mod11Digit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(d[9]) && second === Number(d[10]);
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

export function isValidCnpj(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 14 || allSame(d)) return false;
  return mod11Digit(d, CNPJ_W1) === Number(d[12]) && mod11Digit(d, CNPJ_W2) === Number(d[13]);
}

export const isValidCpfOrCnpj = (value: string): boolean => isValidCpf(value) || isValidCnpj(value);
