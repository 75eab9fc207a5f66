import { MAX_INSTALLMENTS } from '../constants';
import { annuityPaymentCents, divideRoundHalfUp } from './annuity';
import { cetHundredths } from './cet';

/**
 * Installment options offered to a payer (spec 000 section 9), all in integer cents.
 *
 * Rounding rules:
 * - Interest-free (times <= interestFreeCount, or a configured rate of 0): valueCents is
 *   floor(amount / times), totalCents is exactly the amount, and the remainder cents are charged on
 *   the first installment (firstInstallmentExtraCents). R$ 100,00 in 3x = 33,34 + 33,33 + 33,33.
 * - With interest: the annuity payment is computed exactly and rounded half-up to the cent; it is
 *   never below ceil(amount / times), so a tiny rate cannot make the total smaller than the price.
 *   totalCents = valueCents * times, as the spec says; firstInstallmentExtraCents is 0.
 * - An option whose installment would be under one cent is not offered, nor one whose count has no
 *   configured rate.
 */

export interface InstallmentRate {
  /** 1..21 */
  count: number;
  /** Annual rate in hundredths of a percent: 2.99% a.a. = 299. */
  rateHundredths: number;
}

export interface InstallmentOption {
  times: number;
  valueCents: number;
  totalCents: number;
  interestFree: boolean;
  firstInstallmentExtraCents: number;
  /** Interest-bearing only: the plan's annual rate (hundredths of a percent)... */
  rateHundredths?: number;
  /** ...its monthly rate (rate / 12, rounded half-up to the hundredth)... */
  monthlyRateHundredths?: number;
  /** ...and the CET of these very installments, annual (see cet.ts). */
  cetHundredths?: number;
}

export interface InstallmentQuoteInput {
  amountCents: number;
  interestFreeCount: number;
  rates?: readonly InstallmentRate[];
}

function interestFreeOption(amountCents: number, times: number): InstallmentOption {
  return {
    times,
    valueCents: Math.floor(amountCents / times),
    totalCents: amountCents,
    interestFree: true,
    firstInstallmentExtraCents: amountCents % times,
  };
}

function interestOption(amountCents: number, times: number, rateHundredths: number): InstallmentOption {
  const payment = Math.max(
    annuityPaymentCents(amountCents, rateHundredths, times),
    Math.ceil(amountCents / times),
  );
  return {
    times,
    valueCents: payment,
    totalCents: payment * times,
    interestFree: false,
    firstInstallmentExtraCents: 0,
    rateHundredths,
    monthlyRateHundredths: Number(divideRoundHalfUp(BigInt(rateHundredths), 12n)),
    cetHundredths: cetHundredths(amountCents, payment, times),
  };
}

export function installmentQuote({
  amountCents,
  interestFreeCount,
  rates = [],
}: InstallmentQuoteInput): InstallmentOption[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new RangeError('O valor deve ser maior que zero');
  if (!Number.isInteger(interestFreeCount) || interestFreeCount < 0) {
    throw new RangeError('Quantidade de parcelas sem juros inválida');
  }
  const freeUpTo = Math.min(interestFreeCount, MAX_INSTALLMENTS);
  const rateByCount = new Map<number, number>();
  for (const rate of rates) {
    if (!Number.isSafeInteger(rate.rateHundredths) || rate.rateHundredths < 0) {
      throw new RangeError(`Taxa inválida para ${rate.count}x`);
    }
    rateByCount.set(rate.count, rate.rateHundredths);
  }
  const options: InstallmentOption[] = [];
  for (let times = 1; times <= MAX_INSTALLMENTS; times += 1) {
    const rate = times <= freeUpTo ? 0 : rateByCount.get(times);
    if (rate === undefined) continue;
    const option =
      rate === 0 ? interestFreeOption(amountCents, times) : interestOption(amountCents, times, rate);
    if (option.valueCents >= 1) options.push(option);
  }
  return options;
}
