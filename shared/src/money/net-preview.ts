import type { Cents } from './cents';
import { contractedProviderFeeCents, type FeeRates } from './fee-table';
import { saleNetCents, splitShareCents, type SaleSplitRule } from './sale-figures';
import { installmentQuote, type InstallmentOption, type InstallmentRate } from '../installments/quote';
import type { PaymentMethodId } from '../payment-methods';

/**
 * 'Você recebe' (issue 38): what a seller keeps of a link's sale, before anyone pays, per method
 * and, for the card, per installment count the link offers. Every figure comes from the functions
 * that price the payer (installmentQuote), the contract (contractedProviderFeeCents) and the sale
 * (sale-figures), so the preview and the statement of the same sale agree to the cent.
 */

/** The link's terms the preview reads. */
export type NetPreviewLink = {
  amountCents: Cents;
  paymentMethods: readonly PaymentMethodId[];
  parcelasSemJuros: number;
  /** The interest plan's rates; null when the link has none (interest-free only, at least 1x). */
  planRates: readonly InstallmentRate[] | null;
  /** The link's split rules (to other sellers); the marketplace's own fee is added from the rates. */
  splitRules: readonly SaleSplitRule[];
};

export type NetPreviewLine = {
  method: PaymentMethodId;
  /** 1 for PIX and boleto. */
  installments: number;
  /** What the payer pays (the card's total with interest). */
  payerTotalCents: Cents;
  /** The provider's fee at the contracted rate, whoever bears it. */
  providerFeeCents: Cents;
  /** True when a split recipient carries the provider's fee (the seller does not). */
  feeCarriedBySplit: boolean;
  /** The marketplace's own fee ('taxa padrão'), a split share. */
  marketplaceFeeCents: Cents;
  /** The shares sent to the link's split recipients. */
  splitCents: Cents;
  /** What the seller keeps (saleNetCents); below zero when the fees exceed the sale. */
  netCents: Cents;
};

/** Stands for the marketplace's fee recipient: the preview needs the share, not who receives it. */
const MARKETPLACE_RECIPIENT = 'marketplace';

/**
 * The card installments a link offers: interest-free up to its count, then the plan's rates.
 * Without a plan only the interest-free ones, and always at least 1x. No card, none.
 */
export function linkInstallmentOptions(
  link: Pick<NetPreviewLink, 'amountCents' | 'paymentMethods' | 'parcelasSemJuros' | 'planRates'>,
): InstallmentOption[] {
  if (!link.paymentMethods.includes('credit_card')) return [];
  if (!link.planRates)
    return installmentQuote({
      amountCents: link.amountCents,
      interestFreeCount: Math.max(1, link.parcelasSemJuros),
    });
  return installmentQuote({
    amountCents: link.amountCents,
    interestFreeCount: link.parcelasSemJuros,
    rates: link.planRates,
  });
}

/** The sale's split rules as a payment records them: the link's, then the marketplace's fee. */
function saleRules(link: NetPreviewLink, rates: FeeRates): SaleSplitRule[] {
  if (rates.ownHundredths <= 0) return [...link.splitRules];
  const fee: SaleSplitRule = {
    recipientSellerId: MARKETPLACE_RECIPIENT,
    percentageHundredths: rates.ownHundredths,
    chargeProcessingFee: false,
    kind: 'marketplace_fee',
  };
  return [...link.splitRules, fee];
}

function line(
  link: NetPreviewLink,
  rates: FeeRates,
  method: PaymentMethodId,
  installments: number,
  payerTotalCents: Cents,
): NetPreviewLine {
  const splitRules = saleRules(link, rates);
  const providerFeeCents = contractedProviderFeeCents(rates, method, installments, payerTotalCents);
  const sale = { grossCents: payerTotalCents, feesCents: providerFeeCents, refundedCents: 0, splitRules };
  const shareOf = (rule: SaleSplitRule) => splitShareCents(rule, payerTotalCents);
  const ownFee = splitRules.filter((r) => r.kind === 'marketplace_fee');
  const toSellers = splitRules.filter((r) => r.kind !== 'marketplace_fee');
  return {
    method,
    installments,
    payerTotalCents,
    providerFeeCents,
    feeCarriedBySplit: splitRules.some((r) => r.chargeProcessingFee),
    marketplaceFeeCents: ownFee.reduce((sum, r) => sum + shareOf(r), 0),
    splitCents: toSellers.reduce((sum, r) => sum + shareOf(r), 0),
    netCents: saleNetCents(sale),
  };
}

/** One line per method the link offers; the card, one per installment count, 1x first. */
export function netPreview(link: NetPreviewLink, rates: FeeRates): NetPreviewLine[] {
  const lines: NetPreviewLine[] = [];
  for (const method of link.paymentMethods) {
    if (method === 'credit_card') {
      for (const option of linkInstallmentOptions(link))
        lines.push(line(link, rates, method, option.times, option.totalCents));
    } else {
      lines.push(line(link, rates, method, 1, link.amountCents));
    }
  }
  return lines;
}
