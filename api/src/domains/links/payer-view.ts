import { z } from 'zod';
import {
  centsToReais,
  formatBRL,
  formatInstallmentOption,
  LINK_PAYMENT_METHODS,
  type InstallmentOption,
} from '@pagora/shared';
import { brandSettingsSchema } from '../branding/settings';
import { ratePercent } from '../interest-plans/user-juros';
import { installmentOptions, type PayableLink } from './payable-link';
import { LINK_STATUSES, LINK_TYPES } from './tables';

/** Spec 000 "Installment option": times, value, valueFormatted; taxa, total, totalFormatted, parcela. */
export const installmentViewSchema = z.object({
  times: z.number().int(),
  parcela: z.string(),
  interestFree: z.boolean(),
  value: z.number(),
  valueCents: z.number().int(),
  valueFormatted: z.string(),
  /** Interest-free amounts that do not divide evenly: the extra cents go on the first installment. */
  firstInstallmentExtraCents: z.number().int(),
  total: z.number(),
  totalCents: z.number().int(),
  totalFormatted: z.string(),
  /** Annual percent; null when interest-free. */
  taxa: z.number().nullable(),
  label: z.string(),
});

/** What a payer may see: nothing about split rules, plan ids or the seller's contacts. */
export const payerLinkSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: z.number(),
  amountCents: z.number().int(),
  customerEmail: z.string().nullable(),
  paymentMethods: z.array(z.enum(LINK_PAYMENT_METHODS)),
  status: z.enum(LINK_STATUSES),
  type: z.enum(LINK_TYPES),
  seller: z.object({ nome: z.string() }),
  marketplace: z.object({ nome: z.string(), branding: brandSettingsSchema }),
  installments: z.array(installmentViewSchema),
});
export type PayerLink = z.infer<typeof payerLinkSchema>;

export function installmentView(o: InstallmentOption): z.infer<typeof installmentViewSchema> {
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
    status: link.status,
    type: link.type,
    seller: { nome: link.seller.nome },
    marketplace: { nome: link.marketplace.nome, branding: link.marketplace.branding },
    installments: installmentOptions(link).map(installmentView),
  };
}
