import type { Db } from '../../../platform/db/client';
import type { FeeDivergence } from '../../fees';
import { emitWebhookEvent } from './events';

/**
 * The fees hook (registered in register.ts): `fee.divergence`, once per sale whose provider fee
 * differed from the marketplace's table, in the transaction that records it, to the seller's and
 * its marketplace's endpoints. Money named as `/v1` names it (cents beside `currency`).
 */
export async function feeDivergenceEvents(db: Db, d: FeeDivergence & { id: string }): Promise<void> {
  await emitWebhookEvent(db, {
    type: 'fee.divergence',
    marketplaceId: d.marketplaceId,
    sellerId: d.sellerId,
    objectId: d.id,
    object: {
      id: d.id,
      object: 'fee_divergence',
      transactionId: d.transactionId,
      sellerId: d.sellerId,
      method: d.method,
      installments: d.installments,
      amount: d.grossCents,
      expectedFee: d.expectedFeeCents,
      chargedFee: d.chargedFeeCents,
      currency: 'BRL',
      day: d.day,
    },
  });
}
