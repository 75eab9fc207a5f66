import { formatBRL } from '../money/format-brl';
import type { InstallmentOption } from './quote';
import { hundredthsToRateString } from './rate-input';

/**
 * The payer-facing label. When an interest-free amount does not divide evenly the first installment
 * is shown on its own, so the label never promises a total that differs from the charge:
 *   '2x de R$ 50,00 sem juros'
 *   '3x de R$ 33,33 sem juros (total R$ 100,00; a 1ª parcela tem R$ 0,01 a mais)'
 * A payer reads '5x de R$ 246,91' at a glance; the odd cents are said once, beside the total, rather
 * than as a second series ('1x de R$ 246,92 + 4x de R$ 246,91' read as two charges).
 *   '12x de R$ 9,46 (total R$ 113,52, 2% a.m., CET 26,83% a.a.)'
 * With interest: the monthly rate the installments are priced with, and beside it the CET (the
 * annual cost of these installments, rounding included), which the payer can compare across offers.
 */
export function formatInstallmentOption(option: InstallmentOption): string {
  if (option.interestFree) {
    if (option.firstInstallmentExtraCents === 0) {
      return `${option.times}x de ${formatBRL(option.valueCents)} sem juros`;
    }
    const total = formatBRL(option.totalCents);
    const extra = formatBRL(option.firstInstallmentExtraCents);
    return `${option.times}x de ${formatBRL(option.valueCents)} sem juros (total ${total}; a 1ª parcela tem ${extra} a mais)`;
  }
  const monthly = hundredthsToRateString(option.monthlyRateHundredths ?? 0);
  const cet = hundredthsToRateString(option.cetHundredths ?? 0);
  return `${option.times}x de ${formatBRL(option.valueCents)} (total ${formatBRL(option.totalCents)}, ${monthly}% a.m., CET ${cet}% a.a.)`;
}
