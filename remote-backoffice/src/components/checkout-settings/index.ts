export { PricingChoice, AMOUNT_LABELS, PREVIEW_BASIS } from './pricing-choice';
export { PricingLimits } from './pricing-limits';
export { CustomFieldsEditor } from './custom-fields-editor';
export { AfterPaymentFields } from './after-payment-fields';
export { CouponsField } from './coupons-field';
export type { CheckoutSectionProps } from './types';
