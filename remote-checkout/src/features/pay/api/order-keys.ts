import type { OrderRequestInput } from '@pagora/shared';
import { PublicApiError } from '../../../lib/public-api';

/**
 * What the payer chose on the link's page, as every method's payment body and the quote carry it
 * at top level (`orderRequestSchema`): `quantity` ('quantidade'), `amount` in reais ('livre'),
 * `couponCode` and the answers to the link's fields. Keys the link does not use are left out.
 */
export type OrderKeys = Pick<OrderRequestInput, 'quantity' | 'amount' | 'couponCode'> & {
  fields?: Record<string, string>;
};

/** The fields of the order a refusal can name: the page shows the message under that input. */
export type OrderField = 'quantity' | 'amount' | 'couponCode' | `fields.${string}`;

/** The order field a refused payment or quote names (its body's `field`), if it is one. */
export function refusedOrderField(err: unknown): OrderField | null {
  if (!(err instanceof PublicApiError) || err.status === null || err.status >= 500) return null;
  const field = (err.body as { field?: unknown } | null)?.field;
  if (field === 'quantity' || field === 'amount' || field === 'couponCode') return field;
  return typeof field === 'string' && /^fields\.campo_\d+$/.test(field) ? (field as OrderField) : null;
}
