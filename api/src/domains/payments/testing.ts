// Test support other domains' tests may use (never imported by production code).
export {
  CARDS,
  backdateTransaction,
  cardBody,
  openSocket,
  sandboxCall,
  startPaymentsApp,
  waitFor,
} from './test-support';
export { API_KEY, MARKETPLACE_ID, startStandaloneSandbox } from '../gateway/testing';
export { paymentsSweep } from './payments-job';
export type { PaymentProvider } from '../gateway';
import type { FieldAnswer } from '@pagora/shared';
import type { TestApp } from '../../test/harness';

/**
 * Writes what the payer chose (issue 40) on a sale, as the payments pipeline records it at
 * charge time: for tests of what reads it (detail, CSV, e-mail, /v1, webhooks) before it is paid.
 */
export async function setTestOrder(
  t: TestApp,
  transactionId: string,
  order: {
    quantity: number;
    unitCents: number;
    coupon?: { code: string; discountCents: number };
    fields?: FieldAnswer[];
  },
): Promise<void> {
  await t.ctx.database.query(
    `UPDATE transactions SET quantity = $2, unit_amount_cents = $3, coupon_code = $4, discount_cents = $5,
       custom_fields = $6::jsonb WHERE id = $1`,
    [
      transactionId,
      order.quantity,
      order.unitCents,
      order.coupon?.code ?? null,
      order.coupon?.discountCents ?? 0,
      JSON.stringify(order.fields ?? []),
    ],
  );
}
