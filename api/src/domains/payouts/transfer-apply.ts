import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { ProviderTransfer, TransferStatus } from '../gateway';
import type { PayoutEvent } from './payout-machine';
import { runPayoutSentHooks } from './payout-hooks';
import { movePayout, movePayoutIn } from './payout-status';
import { payouts, type PayoutRow } from './tables';

export type { ProviderTransfer };

const BY_TRANSFER_STATUS = {
  pendente: 'transfer_pending',
  pago: 'transfer_paid',
  falhou: 'transfer_failed',
} as const satisfies Record<TransferStatus, PayoutEvent>;

/**
 * A provider's transfer applied to its payout, forward only (payout-machine.ts), with the owner's
 * e-mail in the same transaction. Webhooks, the create call, the sweep and a match all end here.
 * Answers the payout as it is now, moved or not (a move the table refuses writes nothing).
 */
export async function applyTransferIn(db: Db, payoutId: string, t: ProviderTransfer): Promise<PayoutRow> {
  const moved = await movePayoutIn(db, payoutId, BY_TRANSFER_STATUS[t.status], {
    transferId: t.transferId,
    failureReason: t.failureReason ?? 'Recusado pelo banco',
  });
  const row = moved ?? (await db.select().from(payouts).where(eq(payouts.id, payoutId)))[0]!;
  // The transfer is this payout's from here on: the statement books it once, on the provider's day.
  if (row.providerTransferId === t.transferId)
    await runPayoutSentHooks(db, {
      id: row.id,
      sellerId: row.sellerId,
      marketplaceId: row.marketplaceId,
      amountCents: row.amountCents,
      transferId: t.transferId,
      status: row.status,
      failureReason: row.failureReason,
      at: new Date(t.createdAt),
    });
  return row;
}

export const applyTransfer = (ctx: AppContext, payoutId: string, t: ProviderTransfer) =>
  ctx.db.transaction((tx) => applyTransferIn(tx, payoutId, t));

/**
 * A payout takes a transfer that does not name it (`matched` in the seller's list, or
 * `decided_sent` by an admin), then that transfer's status applies, in one transaction. Null when
 * the payout's status refuses `how` (nothing written).
 */
export async function adoptTransferIn(
  db: Db,
  payoutId: string,
  how: 'matched' | 'decided_sent',
  t: ProviderTransfer,
): Promise<PayoutRow | null> {
  if (!(await movePayoutIn(db, payoutId, how, { transferId: t.transferId }))) return null;
  return applyTransferIn(db, payoutId, t);
}

export const isTransferRefused = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'transfer_refused';

/** The provider refused the transfer (not enough available there): the payout failed. */
export const refuse = (
  ctx: AppContext,
  payoutId: string,
  failureReason = 'Saldo disponível insuficiente no provedor',
) => movePayout(ctx, payoutId, 'refused', { failureReason });

/** A payout sent whose answer was lost: held for verification, never sent again. */
export const holdForVerification = (ctx: AppContext, payoutId: string) =>
  movePayout(ctx, payoutId, 'outcome_unknown');
