import type { Receipt as ReceiptAnswer } from '@pagora/shared/contracts';
import { paths } from '@pagora/shared/lite';

/**
 * What the success page shows, as `GET /api/receipt/:id` answers it (`paymentsContract.receipt`).
 * The pay page passes it in the navigation state, before any refund can exist; after a reload the
 * page fetches it again by the id in the URL.
 */
export type Receipt = Omit<ReceiptAnswer, 'refundedCents'> & Partial<Pick<ReceiptAnswer, 'refundedCents'>>;

export interface ResultState {
  receipt?: Receipt;
  /** The reason the API gave for a decline. */
  message?: string;
}

export function isReceipt(value: unknown): value is Receipt {
  const r = value as Partial<Receipt> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    typeof r.data_criacao === 'string' &&
    (r.paymentMethod === 'pix' || r.paymentMethod === 'credit_card') &&
    typeof r.amountCents === 'number'
  );
}

const withId = (path: string, id: string) => `${path}?${new URLSearchParams({ id })}`;

/** The transaction id goes in the URL so the page survives a reload. */
export const paymentSuccessHref = (id: string) => withId(paths.paymentSuccess.getHref(), id);
export const paymentPendingHref = (id: string) => withId(paths.paymentPending.getHref(), id);
