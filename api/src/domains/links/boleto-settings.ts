import {
  BOLETO_DUE_DAYS_DEFAULT,
  boletoMinimum,
  type BoletoSettings,
  type BoletoSettingsView,
  type LinkPaymentMethod,
} from '@pagora/shared';
import { AppError } from '../../platform/app-error';
import type { PaymentLinkRow } from './tables';

/**
 * A link's 'Boleto Bancário' settings (issue 24): stored in three columns while the link offers
 * bank_slip, null otherwise, so no stale fee outlives the method.
 */
export type BoletoColumns = Pick<
  PaymentLinkRow,
  'boletoDueDays' | 'boletoLateFeeHundredths' | 'boletoMonthlyInterestHundredths'
>;

const DEFAULTS: BoletoSettingsView = {
  dueDays: BOLETO_DUE_DAYS_DEFAULT,
  lateFeeHundredths: null,
  monthlyInterestHundredths: null,
};

/** What the link says about its boletos; null when it does not offer them. */
export function boletoSettingsOf(
  row: BoletoColumns & { paymentMethods: readonly LinkPaymentMethod[] },
): BoletoSettingsView | null {
  if (!row.paymentMethods.includes('bank_slip')) return null;
  return {
    dueDays: row.boletoDueDays ?? BOLETO_DUE_DAYS_DEFAULT,
    lateFeeHundredths: row.boletoLateFeeHundredths,
    monthlyInterestHundredths: row.boletoMonthlyInterestHundredths,
  };
}

/**
 * The columns to store for a link being created or edited: the settings sent, else the link's own
 * (an edit), else the defaults. A boleto below Zoop's floor for these settings could never be
 * issued, so such a link is refused (400) with the floor in pt-BR.
 */
export function boletoColumns(
  link: { paymentMethods: readonly LinkPaymentMethod[]; amountCents: number },
  sent: BoletoSettings | undefined,
  current: BoletoSettingsView | null = null,
): BoletoColumns {
  if (!link.paymentMethods.includes('bank_slip'))
    return { boletoDueDays: null, boletoLateFeeHundredths: null, boletoMonthlyInterestHundredths: null };
  const settings = sent ?? current ?? DEFAULTS;
  const minimum = boletoMinimum(settings);
  if (link.amountCents < minimum.cents)
    throw AppError.badRequest(minimum.message, 'amount', 'boleto_minimum');
  return {
    boletoDueDays: settings.dueDays,
    boletoLateFeeHundredths: settings.lateFeeHundredths,
    boletoMonthlyInterestHundredths: settings.monthlyInterestHundredths,
  };
}
