import type { Cents } from './cents';
import type { PaymentMethodId } from '../payment-methods';

/**
 * A marketplace's 'Tabela de taxas' (issue 38): the provider's rates it contracted, per method and
 * installment band, and its own fee, as integer hundredths of a percent (3,99 % = 399) or cents.
 * One rounding rule for every provider fee: a percentage of an amount rounds half up to the cent (the
 * provider's rule as the sandbox takes it, `zoop-sandbox/split.ts`), never through a float.
 */

/** The card installment bands a contract prices apart. */
export const CARD_FEE_BANDS = ['1x', '2-6x', '7-12x', '13-21x'] as const;
export type CardFeeBand = (typeof CARD_FEE_BANDS)[number];

export type FeeRates = {
  /** PIX, % of the amount. */
  pixHundredths: number;
  /** Boleto, a fixed price per paid boleto. */
  boletoCents: Cents;
  /** Card, % of the amount charged, by installment band. */
  card: Record<CardFeeBand, number>;
  /** Antecipação, % per month anticipated. */
  anticipationMonthHundredths: number;
  /**
   * The marketplace's own fee ('taxa padrão'), % of the sale, taken as a split share to the
   * marketplace's recipient: it rounds down like every share (`splitShareCents`, sale-figures.ts).
   */
  ownHundredths: number;
};

/** The band of an installment count (1-21). */
export function cardFeeBandOf(installments: number): CardFeeBand {
  if (installments <= 1) return '1x';
  if (installments <= 6) return '2-6x';
  if (installments <= 12) return '7-12x';
  return '13-21x';
}

/** `hundredths` % of `amountCents`, rounded half up to the cent. */
export const percentOfCents = (amountCents: Cents, hundredths: number): Cents =>
  Math.floor((amountCents * hundredths + 5_000) / 10_000);

/** The fee the provider should take from a paid sale of `amountCents`, by the contract. */
export function contractedProviderFeeCents(
  rates: FeeRates,
  method: PaymentMethodId,
  installments: number,
  amountCents: Cents,
): Cents {
  switch (method) {
    case 'pix':
      return percentOfCents(amountCents, rates.pixHundredths);
    case 'bank_slip':
      return rates.boletoCents;
    case 'credit_card':
      return percentOfCents(amountCents, rates.card[cardFeeBandOf(installments)]);
  }
}

/**
 * The rates a marketplace starts with until it enters its contract: the list prices the Zoop
 * sandbox takes (no public Zoop source gives real list prices; a marketplace edits its table to
 * what it signed, and every sale is checked against that).
 */
export const STANDARD_FEE_RATES: FeeRates = {
  pixHundredths: 99,
  boletoCents: 250,
  card: { '1x': 399, '2-6x': 399, '7-12x': 399, '13-21x': 399 },
  anticipationMonthHundredths: 199,
  ownHundredths: 0,
};
