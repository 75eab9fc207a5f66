import { call } from '@pagora/shared/client';
import { payoutsContract, type Payout } from '@pagora/shared/contracts';

/**
 * POST /api/payouts ('Sacar'). The key names the intent: a retry or a second click sends the same
 * one and the server answers with the first payout instead of making another.
 */
export function createPayout(amountCents: number, idempotencyKey: string): Promise<Payout> {
  return call(
    payoutsContract.createPayout,
    { body: { amountCents } },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}
