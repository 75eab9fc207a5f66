import type { Db } from '../../../platform/db/client';
import type { PayoutSettled } from '../../payouts';
import { emitWebhookEvent } from './events';

/**
 * The payouts hook (registered in register.ts): `payout.paid` or `payout.failed`, in the
 * transaction that records the transfer's outcome, so the event exists exactly when the payout
 * changed. The object is the payout as the history (`GET /api/payouts`) shows it, its money named
 * as `/v1` names it (`amount`, `currency`).
 */
export async function payoutEvents(db: Db, p: PayoutSettled): Promise<void> {
  await emitWebhookEvent(db, {
    type: p.status === 'pago' ? 'payout.paid' : 'payout.failed',
    marketplaceId: p.marketplaceId,
    sellerId: p.sellerId,
    objectId: p.id,
    object: {
      id: p.id,
      object: 'payout',
      sellerId: p.sellerId,
      amount: p.amountCents,
      currency: 'BRL',
      status: p.status,
      failureReason: p.failureReason,
      bankAccount: p.bankAccount,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
    },
  });
}
