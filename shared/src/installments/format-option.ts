import { formatBRL } from '../money/format-brl';
import type { InstallmentOption } from './quote';
import { hundredthsToRateString } from './rate-input';

/**
 * The payer-facing label. When an interest-free amount does not divide evenly the first installment
 * is shown on its own, so the label never promises a total that differs from the charge:
 *   '2x de R$ 50,00 sem juros'
 *   '1x de R$ 33,34 + 2x de R$ 33,33 sem juros'   (R$ 100,00 in 3x)
 *   '12x de R$ 9,46 (total R$ 113,52, 2% a.m., CET 26,83% a.a.)'
 * With interest: the monthly rate the installments are priced with, and beside it the CET (the
 * annual cost of these installments, rounding included), which the payer can compare across offers.
 */
export function formatInstallmentOption(option: InstallmentOption): string {
  if (option.interestFree) {
    if (option.firstInstallmentExtraCents === 0) {
      return `${option.times}x de ${formatBRL(option.valueCents)} sem juros`;
    }
    const first = formatBRL(option.valueCents + option.firstInstallmentExtraCents);
    return `1x de ${first} + ${option.times - 1}x de ${formatBRL(option.valueCents)} sem juros`;
  }
  const monthly = hundredthsToRateString(option.monthlyRateHundredths ?? 0);
  const cet = hundredthsToRateString(option.cetHundredths ?? 0);
  return `${option.times}x de ${formatBRL(option.valueCents)} (total ${formatBRL(option.totalCents)}, ${monthly}% a.m., CET ${cet}% a.a.)`;
}
