import type { Cents } from '@pagora/shared';

/**
 * Figures the charts' tooltips and the report cards share. Amounts stay integer cents; a ratio is
 * computed with a single division when it is displayed.
 */

const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** part / whole in percent as '45,5' (one decimal, pt-BR); '0,0' when there is no whole to divide. */
export function percentNumberText(part: number, whole: number): string {
  return ONE_DECIMAL.format(whole === 0 ? 0 : (part * 100) / whole);
}

/** part / whole as '45,5%'. */
export const percentText = (part: number, whole: number): string => `${percentNumberText(part, whole)}%`;

/** A percent change with its sign: '+12,5%', '-3,0%', '0,0%'. */
export function signedPercentText(percent: number): string {
  const text = ONE_DECIMAL.format(percent);
  return `${percent > 0 ? '+' : ''}${text}%`;
}

/** totalCents / count to a whole cent, half away from zero, in integer math; null when count is 0. */
export function averageCents(totalCents: Cents, count: number): Cents | null {
  if (count <= 0) return null;
  const abs = Math.abs(totalCents);
  const quotient = Math.trunc(abs / count);
  const rounded = (abs - quotient * count) * 2 >= count ? quotient + 1 : quotient;
  return totalCents < 0 ? -rounded : rounded;
}

const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** The report's key '03/2026' as 'Março/2026'; an unexpected key is shown as it came. */
export function monthName(key: string): string {
  const match = /^(\d{2})\/(\d{4})$/.exec(key);
  const name = match ? MONTH_NAMES[Number(match[1]) - 1] : undefined;
  return name && match ? `${name}/${match[2]}` : key;
}
