import type { FieldAnswer } from '@pagora/shared';
import type { TransactionOrder } from '@pagora/shared/contracts';

/** The columns of a sale that say what the payer chose (migrations/1500). */
export type OrderColumns = {
  amountCents: number;
  quantity: number;
  unitAmountCents: number | null;
  couponCode: string | null;
  discountCents: number;
  customFields: readonly FieldAnswer[];
};

/**
 * What the payer chose (issue 40), as the detail, /v1 and the webhooks show it. A sale from before
 * issue 40 kept no unit amount: it was one unit at what was charged, plus any discount.
 */
export function orderOf(tx: OrderColumns): TransactionOrder {
  return {
    quantity: tx.quantity,
    unitAmountCents: tx.unitAmountCents ?? tx.amountCents + tx.discountCents,
    coupon: tx.couponCode ? { code: tx.couponCode, discountCents: tx.discountCents } : null,
    // Copied key by key: the jsonb column is shown, never passed through with whatever it holds.
    fields: tx.customFields.map((f) => ({
      key: String(f.key),
      label: String(f.label),
      value: String(f.value),
    })),
  };
}

/** The answers on one line, as the CSV and the seller's e-mail list them: 'Label: value; Label: value'. */
export const fieldAnswersText = (fields: readonly FieldAnswer[]): string =>
  fields.map((f) => `${f.label}: ${f.value}`).join('; ');
