import type { LinkCheckoutSettings } from '@pagora/shared';
import type { PaymentLinkRow } from './tables';

type CheckoutColumns = Pick<
  PaymentLinkRow,
  | 'pricing'
  | 'quantityMin'
  | 'quantityMax'
  | 'quantityDefault'
  | 'amountMinCents'
  | 'amountMaxCents'
  | 'customFields'
  | 'afterPayment'
  | 'allowCoupons'
>;

/** The link's checkout settings (issue 40) as stored: flat columns for what SQL checks, jsonb for the rest. */
export function checkoutColumns(settings: LinkCheckoutSettings): CheckoutColumns {
  return {
    pricing: settings.pricing,
    quantityMin: settings.quantity?.min ?? null,
    quantityMax: settings.quantity?.max ?? null,
    quantityDefault: settings.quantity?.default ?? null,
    amountMinCents: settings.customAmount?.minCents ?? null,
    amountMaxCents: settings.customAmount?.maxCents ?? null,
    customFields: settings.customFields,
    afterPayment: settings.afterPayment,
    allowCoupons: settings.allowCoupons,
  };
}

/** Read back; the table's CHECKs guarantee a 'quantidade' row has its three numbers and 'livre' its two. */
export function checkoutSettingsOf(row: CheckoutColumns): LinkCheckoutSettings {
  const quantity =
    row.pricing === 'quantidade' &&
    row.quantityMin !== null &&
    row.quantityMax !== null &&
    row.quantityDefault !== null
      ? { min: row.quantityMin, max: row.quantityMax, default: row.quantityDefault }
      : null;
  const customAmount =
    row.pricing === 'livre' && row.amountMinCents !== null && row.amountMaxCents !== null
      ? { minCents: row.amountMinCents, maxCents: row.amountMaxCents }
      : null;
  return {
    pricing: row.pricing,
    quantity,
    customAmount,
    customFields: row.customFields,
    afterPayment: row.afterPayment,
    allowCoupons: row.allowCoupons,
  };
}
