import { centsToInput, type LinkPaymentMethod, type UpdatePaymentLinkInput } from '@pagora/shared';
import { boletoFormFromView, type BoletoFormValues } from '../../../lib/boleto-settings';
import { checkoutFormFromView, checkoutInput, type CheckoutFormValues } from '../../../lib/checkout-settings';
import type { PaymentLink } from '../api/get-payment-links';
import type { SplitRow } from './split-fix';

/** The edit modal's values as typed. */
export interface EditLinkValues {
  amount: string;
  description: string;
  paymentMethods: LinkPaymentMethod[];
  parcelasSemJuros: string;
  /** null: the split as saved (not sent); a list once the seller changed it. */
  split: SplitRow[] | null;
  boleto: BoletoFormValues;
  /** Price, custom fields, after payment, coupons (issue 40): always sent, all together. */
  checkout: CheckoutFormValues;
}

export const editValuesOf = (link: PaymentLink): EditLinkValues => ({
  amount: centsToInput(link.amountCents),
  description: link.description,
  paymentMethods: [...link.paymentMethods],
  parcelasSemJuros: String(link.parcelasSemJuros),
  split: null,
  boleto: boletoFormFromView(link.boleto),
  checkout: checkoutFormFromView(link.checkout),
});

/** What the shared update schema reads. */
export const editInputOf = ({ split, boleto, checkout, ...v }: EditLinkValues): UpdatePaymentLinkInput => ({
  ...v,
  ...(v.paymentMethods.includes('bank_slip') ? { boleto } : {}),
  parcelasSemJuros: v.paymentMethods.includes('credit_card') ? v.parcelasSemJuros : 0,
  ...(split
    ? {
        splitPayments: split.map(({ recipient, percentage, liable, charge_processing_fee }) => ({
          recipient,
          percentage,
          liable,
          charge_processing_fee,
        })),
      }
    : {}),
  ...checkoutInput(checkout),
});
