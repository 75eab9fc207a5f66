import { centsToReais, formatBRL, formatInstallmentOption, type InstallmentOption } from '@pagora/shared';
import type { InstallmentView, PayerLink } from '@pagora/shared/contracts';
import { ratePercent } from '../interest-plans';
import { installmentOptions, type PayableLink } from './payable-link';

export function installmentView(o: InstallmentOption): InstallmentView {
  return {
    times: o.times,
    parcela: `${o.times}x`,
    interestFree: o.interestFree,
    value: centsToReais(o.valueCents),
    valueCents: o.valueCents,
    valueFormatted: formatBRL(o.valueCents),
    firstInstallmentExtraCents: o.firstInstallmentExtraCents,
    total: centsToReais(o.totalCents),
    totalCents: o.totalCents,
    totalFormatted: formatBRL(o.totalCents),
    taxa: o.interestFree ? null : ratePercent(o.rateHundredths ?? 0),
    taxaMensal: o.interestFree ? null : ratePercent(o.monthlyRateHundredths ?? 0),
    cet: o.interestFree ? null : ratePercent(o.cetHundredths ?? 0),
    label: formatInstallmentOption(o),
  };
}

export function payerView(link: PayableLink): PayerLink {
  return {
    id: link.id,
    description: link.description,
    amount: centsToReais(link.amountCents),
    amountCents: link.amountCents,
    customerEmail: link.customerEmail,
    paymentMethods: link.paymentMethods,
    boleto: link.boleto,
    status: link.status,
    type: link.type,
    seller: { nome: link.seller.nome },
    marketplace: { nome: link.marketplace.nome, branding: link.marketplace.branding },
    installments: link.closed ? [] : installmentOptions(link).map(installmentView),
    usage: link.usage,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    closed: link.closed,
    checkout: link.checkout,
  };
}
