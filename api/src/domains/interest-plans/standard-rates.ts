import { INTEREST_PLAN_LEVELS, type InstallmentRate } from '@pagora/shared';

/**
 * The plan every marketplace starts with: 1x is a cash sale (no interest), then 19.90% a.a. at 2x
 * rising 0.75 point per installment to 34.15% a.a. at 21x. Migration 0100 backfills the same rates.
 */
export const STANDARD_RATES: readonly InstallmentRate[] = Array.from(
  { length: INTEREST_PLAN_LEVELS },
  (_, i) => {
    const count = i + 1;
    return { count, rateHundredths: count === 1 ? 0 : 1990 + (count - 2) * 75 };
  },
);

export const STANDARD_PLAN = {
  nome: 'Plano padrão',
  description: 'Taxas padrão de parcelamento',
  parcelas: [...STANDARD_RATES],
} as const;
